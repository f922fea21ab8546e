import { Timestamp } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { StoredAthlete } from '../athletes/stored-athlete';
import { toCaller } from '../auth/caller';
import { HttpError } from '../http/http-error';
import { entryActorFor } from './entry-access';

const athlete: StoredAthlete = {
  membershipNumber: 'MTA-2026-00001',
  fullName: 'Aarav Patil',
  dateOfBirth: '2013-03-01',
  gender: 'male',
  clubId: 'pune',
  relationship: 'child',
  currentRank: 'white',
  consent: null,
  guardianUids: ['parent'],
  createdByUid: 'parent',
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
};

const caller = (uid: string, claims: Record<string, unknown> = {}) =>
  toCaller({ uid, ...claims } as unknown as DecodedIdToken);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return [error.status, error.code];
  }
  return undefined;
};

describe('who may enter an athlete', () => {
  it('a guardian, the coach of its club, or the office', () => {
    expect(entryActorFor(caller('parent'), athlete)).toBe('guardian');
    expect(entryActorFor(caller('c', { coachClubId: 'pune' }), athlete)).toBe('coach');
    expect(entryActorFor(caller('o', { admin: true }), athlete)).toBe('office');
    // A guardian who also coaches acts as the guardian (no audit entry, no mail to themselves).
    expect(entryActorFor(caller('parent', { coachClubId: 'pune' }), athlete)).toBe('guardian');
  });

  it("refuses another club's coach with 403 and anyone else with 404", () => {
    expect(refusal(() => entryActorFor(caller('c', { coachClubId: 'thane' }), athlete))).toEqual([
      403,
      'entry/other-club',
    ]);
    expect(refusal(() => entryActorFor(caller('x'), athlete))).toEqual([404, 'athlete/not-found']);
    // Claims set by mistake grant nothing: an unknown club, admin as a string.
    expect(refusal(() => entryActorFor(caller('x', { coachClubId: 'goa' }), athlete))).toEqual([
      404,
      'athlete/not-found',
    ]);
    expect(refusal(() => entryActorFor(caller('x', { admin: 'true' }), athlete))).toEqual([
      404,
      'athlete/not-found',
    ]);
  });
});
