import { describe, expect, it } from 'vitest';
import { applyWinner, drawDivision } from './index';
import type { BracketMatch, DrawEntry } from './types';

// Recording winners, correcting them, and the refusals, on one division of five athletes:
// round 1 = one bout and three byes, so round 2 starts half filled.

const entries: DrawEntry[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
  entryId: id,
  athleteName: id.toUpperCase(),
  clubId: `club-${i}`,
}));
const bracket = drawDivision('0'.repeat(64), { id: 'd', name: 'D', entries });
const find = (matches: readonly BracketMatch[], id: string) =>
  matches.find((m) => m.id === id) as BracketMatch;

function decide(matches: readonly BracketMatch[], id: string, winner: string): BracketMatch[] {
  const result = applyWinner(matches, id, winner);
  if (!result.ok) throw new Error(result.code);
  return result.matches;
}

describe('applyWinner', () => {
  const bout = find(bracket.matches, 'd.r1.m2');
  const red = bout.red?.entryId ?? '';
  const blue = bout.blue?.entryId ?? '';

  it('advances the winner: match 2 of round 1 feeds the blue side of match 1 of round 2', () => {
    expect(bout.blue).not.toBeNull();
    const after = decide(bracket.matches, 'd.r1.m2', red);
    expect(find(after, 'd.r1.m2').winnerEntryId).toBe(red);
    expect(find(after, 'd.r2.m1').blue?.entryId).toBe(red);
    expect(find(bracket.matches, 'd.r1.m2').winnerEntryId).toBeNull(); // the input is not changed
  });

  it('accepts the same winner twice and corrects one while the next match is open', () => {
    const once = decide(bracket.matches, 'd.r1.m2', red);
    expect(decide(once, 'd.r1.m2', red)).toEqual(once);
    const corrected = decide(once, 'd.r1.m2', blue);
    expect(find(corrected, 'd.r2.m1').blue?.entryId).toBe(blue);
  });

  it('locks a result once the next match is decided', () => {
    const once = decide(bracket.matches, 'd.r1.m2', red);
    const next = decide(once, 'd.r2.m1', red);
    expect(applyWinner(next, 'd.r1.m2', blue)).toEqual({ ok: false, code: 'match-locked' });
  });

  it('refuses unknown matches, matches not ready and athletes not in the match', () => {
    expect(applyWinner(bracket.matches, 'd.r9.m1', red)).toEqual({
      ok: false,
      code: 'match-not-found',
    });
    expect(applyWinner(bracket.matches, 'd.r3.m1', red)).toEqual({
      ok: false,
      code: 'match-not-ready',
    });
    expect(applyWinner(bracket.matches, 'd.r2.m1', 'z')).toEqual({
      ok: false,
      code: 'match-not-ready',
    });
    const bye = find(bracket.matches, 'd.r1.m1');
    expect(applyWinner(bracket.matches, 'd.r1.m1', red)).toEqual({
      ok: false,
      code: 'not-in-match',
    });
    expect(applyWinner(bracket.matches, 'd.r1.m1', bye.red?.entryId ?? '').ok).toBe(true);
  });
});
