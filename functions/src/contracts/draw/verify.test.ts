import { describe, expect, it } from 'vitest';
import { clubIds } from '../clubs';
import { applyWinner, drawChampionship, entriesHash, verifyDraw } from './index';
import type { DivisionBracket, DrawEntry } from './types';

// "This draw checks out", and the size of the job: a championship of 1,500 entries in 60
// divisions. Its time is printed, never asserted (a busy machine must not fail the tests).

const SEED = '5e'.repeat(32);
const CLUBS = clubIds.slice(0, 7);

/** Pairs of divisions of 25 ± 0…24 entries: 60 divisions, 1,500 entries, clubs by a fixed pattern. */
const spread = (d: number) => (d * 7) % 25;

function bigChampionship() {
  return Array.from({ length: 60 }, (_, d) => ({
    id: `division-${String(d).padStart(2, '0')}`,
    name: `Division ${d}`,
    entries: Array.from(
      { length: d % 2 === 0 ? 25 + spread(d) : 25 - spread(d - 1) },
      (_, i): DrawEntry => ({
        entryId: `e${d}x${i}`,
        athleteName: `Athlete ${d}/${i}`,
        clubId: CLUBS[(i * i + d) % CLUBS.length] as string,
      }),
    ),
  }));
}

function publish(divisions: DivisionBracket[]) {
  const ids = divisions.flatMap((d) => d.entries.map((e) => e.entryId));
  return { seed: SEED, entriesHash: entriesHash(ids), divisions };
}

describe('verifyDraw and the big championship', () => {
  const divisions = bigChampionship();

  it('draws 1,500 entries in 60 divisions', () => {
    expect(divisions.reduce((n, d) => n + d.entries.length, 0)).toBe(1500);
    const started = performance.now();
    const drawn = drawChampionship({ seed: SEED, divisions });
    const ms = performance.now() - started;
    console.info(`draw of 1,500 entries in 60 divisions: ${ms.toFixed(1)} ms`);
    expect(drawn).toHaveLength(60);
  });

  it('checks out on a fresh draw and after results are in', () => {
    const published = publish(drawChampionship({ seed: SEED, divisions }));
    expect(verifyDraw(published)).toEqual({ ok: true });
    const [first, ...rest] = published.divisions as [DivisionBracket, ...DivisionBracket[]];
    const bout = first.matches.find((m) => m.red && m.blue && m.winnerEntryId === null);
    const result = applyWinner(first.matches, bout?.id ?? '', bout?.blue?.entryId ?? '');
    if (!result.ok) throw new Error(result.code);
    expect(
      verifyDraw({ ...published, divisions: [{ ...first, matches: result.matches }, ...rest] }),
    ).toEqual({ ok: true });
  });

  it('finds a changed entry list and a bracket that is not the draw', () => {
    const published = publish(drawChampionship({ seed: SEED, divisions }));
    expect(verifyDraw({ ...published, entriesHash: entriesHash(['someone-else']) })).toEqual({
      ok: false,
      reason: 'hash-mismatch',
    });
    const [first, ...rest] = published.divisions as [DivisionBracket, ...DivisionBracket[]];
    const swapped = first.matches.map((m) =>
      m.round === 1 && m.position === 1 ? { ...m, red: m.blue, blue: m.red } : m,
    );
    expect(
      verifyDraw({ ...published, divisions: [{ ...first, matches: swapped }, ...rest] }),
    ).toEqual({
      ok: false,
      reason: 'bracket-mismatch',
      divisionId: first.id,
    });
    expect(verifyDraw({ ...published, seed: 'a'.repeat(64) }).ok).toBe(false);
  });
});
