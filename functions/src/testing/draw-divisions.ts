import fc from 'fast-check';
import {
  applyWinner,
  bracketSize,
  matchId,
  type BracketMatch,
  type DivisionBracket,
  type DrawEntry,
} from '../contracts/draw/index';

// Random divisions, random bouts and the rules every fresh bracket keeps, for the draw's property
// tests. The checks return what is wrong instead of calling expect: they run on 10,000 brackets
// and vitest's expect on every slot would cost a minute.

export interface RandomDivision {
  seed: string;
  entries: DrawEntry[];
  /** The same entries in another order, to show the order given does not matter. */
  reordered: DrawEntry[];
}

const hex = (bytes: readonly number[]): string =>
  bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const seedArbitrary = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 32, maxLength: 32 })
  .map(hex);

/** A division of `min`–`max` entries over 1–10 clubs, with a seed and a shuffled copy. */
export function divisionArbitrary(min = 2, max = 64): fc.Arbitrary<RandomDivision> {
  return fc
    .record({
      seed: seedArbitrary,
      clubCount: fc.integer({ min: 1, max: 10 }),
      size: fc.integer({ min, max }),
      picks: fc.array(fc.nat(), { minLength: max, maxLength: max }),
      order: fc.array(fc.nat(), { minLength: max, maxLength: max }),
    })
    .map(({ seed, clubCount, size, picks, order }) => {
      const entries = Array.from({ length: size }, (_, i) => ({
        entryId: `entry-${String(i).padStart(3, '0')}-${(picks[i] as number) % 997}`,
        athleteName: `Athlete ${i}`,
        clubId: `club-${(picks[i] as number) % clubCount}`,
      }));
      const reordered = entries
        .map((entry, i) => ({ entry, key: order[i] as number }))
        .sort((a, b) => a.key - b.key)
        .map(({ entry }) => entry);
      return { seed, entries, reordered };
    });
}

/** Plays the bouts in order, `pick` choosing red (even) or blue (odd); a negative pick stops. */
export function playToTheEnd(
  bracket: DivisionBracket,
  pick: (bout: number) => number,
): BracketMatch[] {
  let matches = bracket.matches;
  for (let bout = 0; ; bout += 1) {
    const ready = matches.find(
      (m) => m.winnerEntryId === null && m.red !== null && m.blue !== null,
    );
    if (!ready) return matches;
    const choice = pick(bout);
    if (choice < 0) return matches;
    const winner = choice % 2 === 0 ? ready.red : ready.blue;
    const result = applyWinner(matches, ready.id, winner?.entryId ?? '');
    if (!result.ok) throw new Error(`${ready.id}: ${result.code}`);
    matches = result.matches;
  }
}

export function clubCounts(entries: readonly DrawEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.clubId, (counts.get(entry.clubId) ?? 0) + 1);
  return counts;
}

const byeWinner = (m: BracketMatch | undefined): DrawEntry | null =>
  m && m.round === 1 && m.blue === null ? m.red : null;
const sameSide = (a: DrawEntry | null | undefined, b: DrawEntry | null): boolean =>
  (a ?? null) === null ? b === null : a?.entryId === b?.entryId;

/** What breaks the rules of a freshly drawn bracket, or null. */
export function freshBracketProblem(
  bracket: DivisionBracket,
  entries: readonly DrawEntry[],
): string | null {
  const size = bracketSize(entries.length);
  if (bracket.matches.length !== size - 1)
    return `${bracket.matches.length} matches for ${size} places`;
  const byId = new Map(bracket.matches.map((m) => [m.id, m]));
  const firstRound = bracket.matches.filter((m) => m.round === 1);
  if (firstRound.length !== size / 2) return 'first round of the wrong size';
  const placed = firstRound.flatMap((m) => [m.red?.entryId, m.blue?.entryId]).filter((id) => id);
  if (
    placed.sort().join() !==
    entries
      .map((e) => e.entryId)
      .sort()
      .join()
  )
    return 'not every entry exactly once in round 1';
  let byes = 0;
  for (const match of firstRound) {
    if (match.red === null) return `${match.id} has no red (two byes, or a bye on red)`;
    if (match.blue === null) byes += 1;
    const expected = match.blue === null ? match.red.entryId : null;
    if (match.winnerEntryId !== expected) return `${match.id} has the wrong winner at the draw`;
  }
  if (byes !== size - entries.length) return `${byes} byes for ${entries.length} entries`;
  for (const match of bracket.matches) {
    if (match.round === 1) continue;
    if (match.winnerEntryId !== null) return `${match.id} decided at the draw`;
    const red = byId.get(matchId(bracket.id, match.round - 1, 2 * match.position - 1));
    const blue = byId.get(matchId(bracket.id, match.round - 1, 2 * match.position));
    if (!sameSide(match.red, byeWinner(red)) || !sameSide(match.blue, byeWinner(blue)))
      return `${match.id} holds someone who has not won their way there`;
  }
  return null;
}

/** Whether, in every part of the bracket (halves, quarters …), each club is split evenly. */
export function unevenClubSplit(bracket: DivisionBracket): string | null {
  const slots = bracket.matches.filter((m) => m.round === 1).flatMap((m) => [m.red, m.blue]);
  for (let block = slots.length; block >= 2; block /= 2)
    for (let from = 0; from < slots.length; from += block) {
      const count = (to: number, start: number) =>
        clubCounts(slots.slice(start, to).filter((s): s is DrawEntry => s !== null));
      const left = count(from + block / 2, from);
      const right = count(from + block, from + block / 2);
      for (const club of new Set([...left.keys(), ...right.keys()]))
        if (Math.abs((left.get(club) ?? 0) - (right.get(club) ?? 0)) > 1)
          return `${club} split unevenly in places ${from}–${from + block - 1}`;
    }
  return null;
}
