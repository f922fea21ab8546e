import { describe, expect, it } from 'vitest';
import { applyWinner, divisionMedals, drawChampionship, drawDivision, entriesHash } from './index';
import { firstRoundCapacities, seedingOrder } from './layout';
import type { DrawEntry } from './types';

const SEED = 'ab'.repeat(32);
const entry = (id: string, clubId: string): DrawEntry => ({
  entryId: id,
  athleteName: `Athlete ${id}`,
  clubId,
});

describe('the draw, by example', () => {
  it('hashes the sorted entry ids joined with line feeds', () => {
    // printf 'a\nb' | sha256sum
    expect(entriesHash(['b', 'a'])).toBe(
      '7e18f737311b2dc3b2f269dd78396b0351f14fb66efa879f768cb23181883c78',
    );
  });

  it('prints the standard seeding order and spreads the byes', () => {
    expect(seedingOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(firstRoundCapacities(5)).toEqual([1, 2, 1, 1]);
    expect(firstRoundCapacities(6)).toEqual([1, 2, 1, 2]);
  });

  it('draws three athletes as one bye and one bout, then gives one bronze', () => {
    const bracket = drawDivision(SEED, {
      id: 'd',
      name: 'D',
      entries: [entry('a', 'x'), entry('b', 'y'), entry('c', 'z')],
    });
    expect(bracket.matches.map((m) => m.id)).toEqual(['d.r1.m1', 'd.r1.m2', 'd.r2.m1']);
    const bye = bracket.matches[0];
    expect(bye?.blue).toBeNull();
    expect(bye?.winnerEntryId).toBe(bye?.red?.entryId);
    expect(bracket.matches[2]?.red?.entryId).toBe(bye?.red?.entryId);
    const bout = bracket.matches[1];
    const semi = applyWinner(bracket.matches, 'd.r1.m2', bout?.red?.entryId ?? '');
    expect(semi.ok).toBe(true);
    if (!semi.ok) return;
    const final = applyWinner(semi.matches, 'd.r2.m1', bye?.red?.entryId ?? '');
    if (!final.ok) throw new Error(final.code);
    const medals = divisionMedals(final.matches);
    expect(medals?.gold.entryId).toBe(bye?.red?.entryId);
    expect(medals?.bronze.map((b) => b.entryId)).toEqual([bout?.blue?.entryId]);
  });

  it('gives a lone athlete gold with no match', () => {
    const [bracket] = drawChampionship({
      seed: SEED,
      divisions: [{ id: 'd', name: 'D', entries: [entry('a', 'x')] }],
    });
    expect(bracket?.matches).toEqual([]);
    expect(divisionMedals(bracket?.matches ?? [], bracket?.entries)?.gold.entryId).toBe('a');
  });
});
