import { describe, expect, it } from 'vitest';
import { drawDivision } from './index';

// Published draws are re-run in visitors' browsers for years: any change to the method would make
// an honest old draw look forged. This pins one draw's first round; if it changes, the change must
// be a new, versioned method, never an edit of this one.

const clubs = [
  'mumbai',
  'pune',
  'pune',
  'thane',
  'pune',
  'nagpur',
  'mumbai',
  'kolhapur',
  'thane',
  'pune',
  'pune',
  'nashik',
  'mumbai',
];
const entries = clubs.map((clubId, i) => ({ entryId: `entry-${i}`, athleteName: `A${i}`, clubId }));

describe('the draw method', () => {
  it('still draws this division exactly as before', () => {
    const bracket = drawDivision('1f'.repeat(32), {
      id: 'kyorugi-junior-male-55kg',
      name: 'J',
      entries,
    });
    const firstRound = bracket.matches
      .filter((m) => m.round === 1)
      .map((m) => `${m.red?.entryId ?? '-'} v ${m.blue?.entryId ?? '-'}`);
    // A plain value, not a snapshot: `vitest -u` must not be able to rewrite it.
    expect(firstRound).toEqual([
      'entry-10 v -',
      'entry-9 v entry-8',
      'entry-5 v entry-4',
      'entry-11 v entry-12',
      'entry-3 v -',
      'entry-6 v entry-2',
      'entry-1 v -',
      'entry-7 v entry-0',
    ]);
  });
});
