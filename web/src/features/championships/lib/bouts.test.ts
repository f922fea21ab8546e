import { describe, expect, it } from 'vitest';
import type { BracketMatch, BracketSide, DivisionBracket } from '@contracts/draw';
import {
  boutCount,
  decidedBouts,
  divisionChoices,
  isFinished,
  readyBouts,
  scoredCount,
} from '@/features/championships/lib/bouts';
import { boutLabel } from '@/features/championships/lib/bout-label';
import { bout, side as named } from '@/test/bracket-fixtures';

const side = (entryId: string): BracketSide => named(entryId, entryId);
const match = (
  round: number,
  position: number,
  red: BracketSide | null,
  blue: BracketSide | null,
  winner: BracketSide | null = null,
): BracketMatch => bout('d', round, position, red, blue, winner);
const [a, b, c] = [side('a'), side('b'), side('c')];

/** Three athletes: a has a bye, b beat c, the final a v b is still to fight. */
const threeWay = [match(1, 1, a, null, a), match(1, 2, b, c, b), match(2, 1, a, b)];
const division = (id: string, matches: BracketMatch[]): DivisionBracket => ({
  id,
  name: id,
  entries: [],
  matches,
});

describe('the bouts of a bracket', () => {
  it('lists as ready only bouts with both athletes and no winner, in bracket order', () => {
    expect(readyBouts(threeWay).map((bout) => bout.match.id)).toEqual(['d.r2.m1']);
    expect(readyBouts([match(2, 1, a, null), match(1, 2, b, c), match(1, 1, a, c)])).toHaveLength(
      2,
    );
  });

  it('leaves byes out of the decided bouts and the counts', () => {
    expect(decidedBouts(threeWay).map((bout) => bout.match.id)).toEqual(['d.r1.m2']);
    expect(boutCount([division('d', threeWay)])).toBe(2);
    expect(scoredCount([division('d', threeWay)])).toBe(1);
  });

  it('locks a decided bout once the bout its winner went to is decided', () => {
    expect(decidedBouts(threeWay)[0]?.lockedBy).toBeNull();
    const done = [match(1, 1, a, null, a), match(1, 2, b, c, b), match(2, 1, a, b, b)];
    const [final, semi] = decidedBouts(done);
    expect(final?.lockedBy).toBeNull();
    expect(semi?.lockedBy?.id).toBe('d.r2.m1');
    expect(final?.winner).toBe(b);
    expect(final?.loser).toBe(a);
    expect(isFinished(done)).toBe(true);
    expect(isFinished(threeWay)).toBe(false);
  });

  it('puts divisions with bouts to score first and finished ones last', () => {
    const finished = division('finished', [match(1, 1, a, b, a)]);
    const waiting = division('waiting', [match(1, 1, a, b, a), match(2, 1, a, null)]);
    const ready = division('ready', threeWay);
    const order = divisionChoices([finished, waiting, ready]).map((c) => c.division.id);
    expect(order).toEqual(['ready', 'waiting', 'finished']);
  });

  it('names the bouts as the mat calls them', () => {
    expect(boutLabel({ round: 3, position: 1 }, 3)).toBe('Final');
    expect(boutLabel({ round: 2, position: 2 }, 3)).toBe('Semi-final, bout 2');
    expect(boutLabel({ round: 1, position: 3 }, 3)).toBe('Quarter-final, bout 3');
    expect(boutLabel({ round: 1, position: 7 }, 4)).toBe('Round 1, bout 7');
  });
});
