import * as logger from 'firebase-functions/logger';
import { readGuardedAthlete } from '../athletes/athlete-repository';
import { athleteNotFound } from '../athletes/athlete-errors';
import { enrollmentMessages, type EnrollmentCreatedResponse } from '../contracts/enrollment';
import { HttpError } from '../http/http-error';
import { takeMemberSlot } from '../limits/member-rate-limit';
import { derivedIdempotencyKeys } from './derived-idempotency-key';
import { enrollmentIdFor } from './enrollment-id';
import type { EnrollmentSubmission } from './enrollment-input';
import { createEnrollmentDocument, readEnrollment } from './enrollment-repository';
import { releaseReferenceNumber, reserveReferenceNumber } from './reference-registry';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';
import {
  newStoredEnrollment,
  toEnrollmentSummary,
  type StoredEnrollment,
} from './stored-enrollment';

/**
 * The answer to the submission that created the enrollment. Retries get it again, built from the
 * stored document, so every request with one key sees the same body. It is a replay: the status is
 * the one the enrollment was created with, whatever an admin has set since.
 */
function createdAnswer(id: string, stored: StoredEnrollment): EnrollmentCreatedResponse {
  return {
    success: true,
    message: enrollmentMessages.submitted,
    data: { ...toEnrollmentSummary(id, stored), status: 'pending' },
  };
}

/** The enrollment stored under the first of `ids` that has one (all are read at once). */
async function findEarlier(
  ids: readonly string[],
): Promise<{ id: string; stored: StoredEnrollment } | undefined> {
  const found = await Promise.all(
    ids.map(async (id) => ({ id, stored: await readEnrollment(id) })),
  );
  for (const { id, stored } of found) if (stored) return { id, stored };
  return undefined;
}

/**
 * POST /api/enrollments and the createEnrollment callable (one service, two doors).
 *
 * Idempotent on (member, key): the document id is derived from both and written with create(), so
 * retries and parallel duplicates end with one document. The same key with another payload is
 * refused with 422 (request-fingerprint.ts). Without a client key the key is derived
 * from the payload and the time window (looked up in this window and the previous one). A retry is
 * answered before the rate limit is consulted and so never counts against it; the limit itself is
 * exact under bursts (limits/slot-limiter.ts).
 */
export async function submitEnrollment(
  uid: string,
  { payload, idempotencyKey: clientKey }: EnrollmentSubmission,
  now = Date.now(),
): Promise<EnrollmentCreatedResponse> {
  // An enrollment for an athlete needs a guardian of that athlete; anyone else's athlete is "not
  // found", like one that does not exist, and nothing is stored.
  if (payload.athleteId !== undefined && !(await readGuardedAthlete(payload.athleteId, uid))) {
    throw athleteNotFound();
  }
  const [idempotencyKey, ...olderKeys] =
    clientKey === undefined ? derivedIdempotencyKeys(payload, now) : [clientKey];
  const id = enrollmentIdFor(uid, idempotencyKey);
  const fingerprint = requestFingerprint(payload);
  const earlier = await findEarlier([id, ...olderKeys.map((key) => enrollmentIdFor(uid, key))]);
  if (earlier) {
    assertSameRequest(earlier.stored, fingerprint);
    return createdAnswer(earlier.id, earlier.stored);
  }

  // The slot is held by the enrollment id: a retry after a failure further on (or a parallel
  // duplicate) reuses it instead of costing the member another of their five.
  await takeMemberSlot({
    kind: 'enrollment',
    uid,
    now,
    code: 'rate-limit/too-many-enrollments',
    message: enrollmentMessages.tooMany,
    holder: id,
  });
  const referenceNumber = await reserveReferenceNumber({ enrollmentId: id, uid }, now);
  const enrollment = newStoredEnrollment({
    uid,
    idempotencyKey,
    referenceNumber,
    payload,
    requestFingerprint: fingerprint,
    now,
  });
  if (await createEnrollmentDocument(id, enrollment)) return createdAnswer(id, enrollment);

  // A parallel request with the same key won: give our reference number back and answer with theirs.
  // Only on this definite outcome: after a timeout the enrollment may exist and hold the number.
  await releaseReferenceNumber(referenceNumber).catch((error: unknown) => {
    logger.warn('Could not release an unused reference number', { referenceNumber, error });
  });
  const winner = await readEnrollment(id);
  // Only possible if the winner was deleted in the meantime: the member may simply submit again.
  if (!winner) throw new HttpError(409, 'enrollment/failed', enrollmentMessages.failed);
  // The same key raced in with another payload: ours is refused, nothing of it stays stored.
  assertSameRequest(winner, fingerprint);
  return createdAnswer(id, winner);
}
