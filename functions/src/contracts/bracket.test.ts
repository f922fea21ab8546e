import { describe, expect, it } from 'vitest';
import {
  bracketMessages,
  bracketsSchema,
  drawPayloadSchema,
  matchResultPayloadSchema,
  resultsSchema,
} from './bracket';
import { drawChampionship, entriesHash } from './draw/index';

const reasonError = (input: unknown) => {
  const parsed = drawPayloadSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('bracket payloads', () => {
  it('takes {} for a first draw and a redraw only with a reason of 10 characters or more', () => {
    expect(reasonError({})).toBeNull();
    expect(
      reasonError({ redraw: true, reason: 'Two entries were in the wrong division' }),
    ).toBeNull();
    expect(reasonError({ redraw: true })).toEqual([bracketMessages.reasonRequired]);
    expect(reasonError({ redraw: true, reason: '   too short  ' })).toEqual([
      bracketMessages.reasonRequired,
    ]);
    expect(reasonError({ reason: 'A reason but no redraw at all' })).toEqual([
      bracketMessages.reasonWithoutRedraw,
    ]);
    expect(reasonError({ redraw: false, reason: 'Two entries were moved' })).not.toBeNull();
    expect(reasonError({ seed: 'mine' })).not.toBeNull();
  });

  it('takes a winner entry id', () => {
    expect(matchResultPayloadSchema.safeParse({ winnerEntryId: 'abc' }).success).toBe(true);
    expect(matchResultPayloadSchema.safeParse({ winnerEntryId: ' ' }).success).toBe(false);
    expect(matchResultPayloadSchema.safeParse({}).success).toBe(false);
  });

  it("reads the draw's own output as brackets, and results with the tally", () => {
    const seed = 'c0'.repeat(32);
    const divisions = drawChampionship({
      seed,
      divisions: [
        {
          id: 'poomsae-cadet-female-colour',
          name: 'Poomsae Cadet Female, colour belts',
          entries: ['p', 'q', 'r'].map((id) => ({ entryId: id, athleteName: id, clubId: 'pune' })),
        },
      ],
    });
    const brackets = { seed, entriesHash: entriesHash(['p', 'q', 'r']), divisions };
    expect(bracketsSchema.parse(brackets)).toEqual(brackets);
    const gold = { entryId: 'p', athleteName: 'P', clubId: 'pune', clubName: 'Pune' };
    expect(
      resultsSchema.safeParse({
        divisions: [{ id: 'x', name: 'X', gold, silver: null, bronze: [] }],
        tally: [{ clubId: 'pune', clubName: 'Pune', gold: 1, silver: 0, bronze: 0 }],
      }).success,
    ).toBe(true);
  });
});
