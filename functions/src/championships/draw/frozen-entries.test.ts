import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { EntryRecord } from '../championship-repository';
import type { StoredEntry } from '../stored-entry';
import { freezeEntries, hasUndecidedWeighIn } from './frozen-entries';

// What a draw freezes: who competes, in which division, in what order.

const now = Timestamp.fromMillis(0);

function entry(id: string, status: StoredEntry['status'], divisionId: string): EntryRecord {
  return {
    id,
    data: {
      eventId: 'state',
      athleteId: `athlete-${id}`,
      discipline: 'kyorugi',
      athleteName: `Athlete ${id}`,
      membershipNumber: 'MTA-2026-00001',
      clubId: 'pune',
      gender: 'male',
      birthYear: 2013,
      currentRank: 'white',
      divisionId,
      declaredWeightKg: 44,
      weighedKg: null,
      proposedDivisionId: null,
      status,
      enteredByUid: 'uid',
      enteredAs: 'guardian',
      createdAt: now,
      updatedAt: now,
    },
  };
}

describe('freezeEntries', () => {
  const entries = [
    entry('e5', 'entered', 'kyorugi-cadet-male-49kg'),
    entry('e1', 'weighed-in', 'kyorugi-cadet-male-45kg'),
    entry('e3', 'withdrawn', 'kyorugi-cadet-male-45kg'),
    entry('e4', 'disqualified', 'kyorugi-cadet-male-45kg'),
    entry('e2', 'entered', 'kyorugi-cadet-male-45kg'),
  ];

  it('keeps entered and weighed-in entries, ids sorted ascending', () => {
    expect(freezeEntries(entries, ['kyorugi']).entryIds).toEqual(['e1', 'e2', 'e5']);
  });

  it('groups them by division, divisions in the rules’ order, with their English names', () => {
    const { divisions } = freezeEntries(entries, ['kyorugi']);
    expect(divisions.map(({ id, name }) => [id, name])).toEqual([
      ['kyorugi-cadet-male-45kg', 'Cadet Male −45 kg'],
      ['kyorugi-cadet-male-49kg', 'Cadet Male −49 kg'],
    ]);
    expect(divisions[0]?.entries).toEqual([
      { entryId: 'e1', athleteName: 'Athlete e1', clubId: 'pune' },
      { entryId: 'e2', athleteName: 'Athlete e2', clubId: 'pune' },
    ]);
  });

  it('sees a weigh-in that waits for a decision', () => {
    expect(hasUndecidedWeighIn(entries)).toBe(false);
    expect(hasUndecidedWeighIn([...entries, entry('e6', 'needs-decision', 'x')])).toBe(true);
  });
});
