import { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../auth/caller';
import {
  athleteMessages,
  consentMethods,
  type Athlete,
  type AthleteCreatePayload,
} from '../contracts/athlete';
import { todayInKolkata } from '../contracts/calendar-days';
import { FIRST_RANK } from '../contracts/ranks';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { HttpError, invalidInput } from '../http/http-error';
import { holdsSelf } from './athlete-repository';
import { consentProblem, isVerifiableAdult, mayHoldSelf, needsConsent } from './consent-rule';
import { guardianNotVerified } from './athlete-errors';
import { readAccountFacts, readProfileDateOfBirth } from './guardian-facts';
import { reserveMembershipNumber } from './membership-registry';
import { toApiAthlete, type StoredAthlete, type StoredConsent } from './stored-athlete';

const DEADLINE_MS = 5_000;

/** The account's own record: once per account, and only for an adult. */
async function checkSelf(caller: Caller, payload: AthleteCreatePayload, today: string) {
  const [profileDateOfBirth, alreadyHeld] = await Promise.all([
    readProfileDateOfBirth(caller.uid),
    holdsSelf(caller.uid),
  ]);
  if (!mayHoldSelf(payload.dateOfBirth, profileDateOfBirth, today)) {
    throw invalidInput({ relationship: athleteMessages.guardianRequired }, 'guardian-required');
  }
  if (alreadyHeld) {
    throw new HttpError(409, 'athlete/self-exists', athleteMessages.selfAlreadyHeld);
  }
}

/**
 * A minor's record needs the consent of an identifiable adult: the consent must be to the notice
 * now in force (else 400 on `consent`), and the account giving it must be verifiable (else 403).
 * Returns the consent to record.
 */
async function checkConsent(
  caller: Caller,
  payload: AthleteCreatePayload,
  today: string,
  now: number,
): Promise<StoredConsent> {
  const problem = consentProblem(payload.consent);
  if (problem) throw invalidInput({ consent: problem });
  const facts = await readAccountFacts(caller.uid);
  if (!isVerifiableAdult(facts, today)) throw guardianNotVerified();
  return {
    noticeVersion: payload.consent?.noticeVersion ?? '',
    acceptedAt: Timestamp.fromMillis(now),
    method: consentMethods[0],
    byUid: caller.uid,
  };
}

/**
 * POST /api/athletes. Every check runs before anything is written; then the membership number is
 * reserved and the athlete created. Adults' records (the account's own, or an adult ward) need no
 * consent: a consent sent for one is not recorded.
 */
export async function createAthlete(
  caller: Caller,
  payload: AthleteCreatePayload,
  now = Date.now(),
): Promise<Athlete> {
  const today = todayInKolkata(new Date(now));
  let consent: StoredConsent | null = null;
  if (payload.relationship === 'self') await checkSelf(caller, payload, today);
  else if (needsConsent(payload.dateOfBirth, payload.relationship, today)) {
    consent = await checkConsent(caller, payload, today, now);
  }

  const ref = collections.athletes().doc();
  const membershipNumber = await reserveMembershipNumber(ref.id, now);
  const at = Timestamp.fromMillis(now);
  const athlete: StoredAthlete = {
    membershipNumber,
    fullName: payload.fullName,
    dateOfBirth: payload.dateOfBirth,
    gender: payload.gender,
    clubId: payload.clubId,
    relationship: payload.relationship,
    currentRank: FIRST_RANK,
    consent,
    guardianUids: [caller.uid],
    createdByUid: caller.uid,
    createdAt: at,
    updatedAt: at,
  };
  await withDeadline(ref.create(athlete), DEADLINE_MS, 'Create athlete');
  return toApiAthlete(ref.id, athlete);
}
