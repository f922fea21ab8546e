import { describe, expect, it } from 'vitest';
import type { Brackets } from '../../contracts/bracket';
import type { BracketMatch, BracketSide } from '../../contracts/draw';
import { toResults } from './results-view';

// Results from brackets: medallists with club names, undecided divisions kept with no medals, and
// the tally counting only decided divisions.

const side = (entryId: string, clubId: string): BracketSide => ({
  entryId,
  athleteName: `Athlete ${entryId}`,
  clubId,
});
const [a, b, c, d] = [
  side('a', 'pune'),
  side('b', 'mumbai'),
  side('c', 'pune'),
  side('d', 'nagpur'),
];

const match = (
  id: string,
  round: number,
  position: number,
  red: BracketSide,
  blue: BracketSide,
  winner: BracketSide | null,
): BracketMatch => ({ id, round, position, red, blue, winnerEntryId: winner?.entryId ?? null });

const four = (finalWinner: BracketSide | null) => [
  match('x.r1.m1', 1, 1, a, b, a),
  match('x.r1.m2', 1, 2, c, d, d),
  match('x.r2.m1', 2, 1, a, d, finalWinner),
];

const brackets = (finalWinner: BracketSide | null): Brackets => ({
  seed: '0'.repeat(64),
  entriesHash: '1'.repeat(64),
  divisions: [
    { id: 'x', name: 'Junior Male −55 kg', entries: [a, b, c, d], matches: four(finalWinner) },
    { id: 'y', name: 'Cadet Female −33 kg', entries: [side('e', 'thane')], matches: [] },
  ],
});

describe('toResults', () => {
  it('gives gold, silver and both bronzes with club names, and tallies by club', () => {
    const results = toResults(brackets(d));
    expect(results.divisions[0]).toEqual({
      id: 'x',
      name: 'Junior Male −55 kg',
      gold: { ...d, clubName: 'Nagpur' },
      silver: { ...a, clubName: 'Pune' },
      bronze: [
        { ...b, clubName: 'Mumbai' },
        { ...c, clubName: 'Pune' },
      ],
    });
    expect(results.divisions[1]?.gold?.clubName).toBe('Thane');
    expect(results.tally).toEqual([
      { clubId: 'nagpur', clubName: 'Nagpur', gold: 1, silver: 0, bronze: 0 },
      { clubId: 'thane', clubName: 'Thane', gold: 1, silver: 0, bronze: 0 },
      { clubId: 'pune', clubName: 'Pune', gold: 0, silver: 1, bronze: 1 },
      { clubId: 'mumbai', clubName: 'Mumbai', gold: 0, silver: 0, bronze: 1 },
    ]);
  });

  it('keeps an undecided division with no medals, out of the tally', () => {
    const results = toResults(brackets(null));
    expect(results.divisions[0]).toEqual({
      id: 'x',
      name: 'Junior Male −55 kg',
      gold: null,
      silver: null,
      bronze: [],
    });
    expect(results.tally).toEqual([
      { clubId: 'thane', clubName: 'Thane', gold: 1, silver: 0, bronze: 0 },
    ]);
  });
});
