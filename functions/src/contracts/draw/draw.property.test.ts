import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyWinner,
  divisionMedals,
  drawDivision,
  medalTally,
  nextSlot,
  type BracketMatch,
  type DivisionMedals,
} from './index';
import {
  clubCounts,
  divisionArbitrary,
  freshBracketProblem,
  playToTheEnd,
  seedArbitrary,
  unevenClubSplit,
} from '../../testing/draw-divisions';

// Properties of the draw over many random divisions (2–64 entries over 1–10 clubs). Each run
// throws on the first broken rule; fast-check then shrinks it to the smallest division that
// breaks it.

const RUNS = 10_000;

function fail(problem: string | null): void {
  if (problem) throw new Error(problem);
}

describe('the draw, over random divisions', () => {
  it(`is valid, keeps clubs apart and repeats itself (${RUNS} divisions)`, () => {
    let runs = 0;
    let pairs = 0;
    let differing = 0;
    const started = performance.now();
    fc.assert(
      fc.property(divisionArbitrary(), seedArbitrary, ({ seed, entries, reordered }, otherSeed) => {
        const division = { id: 'kyorugi-cadet-male-45kg', name: 'Cadet Male −45 kg', entries };
        const bracket = drawDivision(seed, division);
        fail(freshBracketProblem(bracket, entries));
        fail(unevenClubSplit(bracket));

        const firstRound = bracket.matches.filter((m) => m.round === 1);
        const sameClub = firstRound.filter((m) => m.blue && m.red?.clubId === m.blue.clubId).length;
        const largest = Math.max(...clubCounts(entries).values());
        // The contract: none whenever no club holds more than half the entries.
        if (largest * 2 <= entries.length && sameClub > 0) fail(`${sameClub} same-club bouts`);
        // Stronger: never more than the pigeonholes force (one per athlete beyond one a match).
        if (sameClub !== Math.max(0, largest - firstRound.length)) fail('avoidable same-club bout');

        const again = drawDivision(seed, { ...division, entries: reordered });
        if (JSON.stringify(again) !== JSON.stringify(bracket)) fail('the order given changed it');
        // Every fifth division is drawn a third time, with another seed: enough to count on.
        runs += 1;
        if (runs % 5 === 0 && entries.length >= 6 && otherSeed !== seed) {
          pairs += 1;
          const other = drawDivision(otherSeed, division).matches.filter((m) => m.round === 1);
          if (JSON.stringify(other) !== JSON.stringify(firstRound)) differing += 1;
        }
      }),
      { numRuns: RUNS },
    );
    console.info(
      `draw properties: ${RUNS} divisions in ${Math.round(performance.now() - started)} ms`,
    );
    expect(differing / pairs).toBeGreaterThan(0.95);
    // A generous limit: it only catches a hang (about 8 s on a quiet machine, 30 s on a busy one).
  }, 120_000);

  it('plays to a podium of distinct entrants, and the tally counts every medal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            division: divisionArbitrary(1, 40),
            picks: fc.array(fc.nat(), { maxLength: 64 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (played) => {
          const results: DivisionMedals[] = played.map(({ division, picks }, i) => {
            const bracket = drawDivision(division.seed, {
              id: `d${i}`,
              name: `D${i}`,
              entries: division.entries,
            });
            const matches = playToTheEnd(bracket, (bout) => picks[bout] ?? bout);
            const final = matches.at(-1);
            if (final) {
              const undecided = [...matches.slice(0, -1), { ...final, winnerEntryId: null }];
              expect(divisionMedals(undecided, bracket.entries)).toBeNull();
            }
            const medals = divisionMedals(matches, bracket.entries);
            if (!medals) throw new Error('a division played to the end has no medals');
            const n = division.entries.length;
            const podium = [medals.gold, medals.silver, ...medals.bronze].filter((s) => s !== null);
            expect(podium).toHaveLength(Math.min(n, 4));
            const ids = podium.map((s) => s.entryId);
            expect(new Set(ids).size).toBe(ids.length);
            const entered = new Set(division.entries.map((e) => e.entryId));
            expect(ids.every((id) => entered.has(id))).toBe(true);
            return medals;
          });
          const tally = medalTally(results, (club) => club.toUpperCase());
          const sum = (key: 'gold' | 'silver' | 'bronze') =>
            tally.reduce((total, row) => total + row[key], 0);
          expect(sum('gold')).toBe(results.length);
          expect(sum('silver')).toBe(results.filter((r) => r.silver).length);
          expect(sum('bronze')).toBe(results.reduce((total, r) => total + r.bronze.length, 0));
          const ranks = tally.map((row) => ({ g: row.gold, s: row.silver, b: row.bronze }));
          const sorted = [...ranks].sort((x, y) => y.g - x.g || y.s - x.s || y.b - x.b);
          expect(ranks).toEqual(sorted);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lets a result be corrected exactly while the next match is undecided', () => {
    fc.assert(
      fc.property(
        divisionArbitrary(3, 32),
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        fc.nat(),
        ({ seed, entries }, picks, which) => {
          const bracket = drawDivision(seed, { id: 'd', name: 'D', entries });
          const stopAt = (picks[0] as number) % entries.length;
          const matches = playToTheEnd(bracket, (bout) =>
            bout >= stopAt ? -1 : (picks[bout] ?? 0),
          );
          const decided = matches.filter((m) => m.winnerEntryId !== null && m.blue !== null);
          const match = decided[which % Math.max(1, decided.length)];
          if (!match) return;
          const loser = match.red?.entryId === match.winnerEntryId ? match.blue : match.red;
          const to = nextSlot(match.round, match.position);
          const next = matches.find((m) => m.round === to.round && m.position === to.position);
          const result = applyWinner(matches, match.id, loser?.entryId ?? '');
          if (next && next.winnerEntryId !== null) {
            expect(result).toEqual({ ok: false, code: 'match-locked' });
            return;
          }
          if (!result.ok) throw new Error(result.code);
          const moved = (m: BracketMatch | undefined) =>
            m && result.matches.find((r) => r.id === m.id);
          if (next) expect(moved(next)?.[to.side]?.entryId).toBe(loser?.entryId);
          const later = result.matches.filter((m) => m.round > match.round);
          const sides = later.flatMap((m) => [m.red?.entryId, m.blue?.entryId]);
          expect(sides).not.toContain(match.winnerEntryId);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
