import { createHash } from 'node:crypto';
import { apiMessages } from '../contracts/messages';
import type { EnrollmentPayload } from '../contracts/enrollment';
import { HttpError } from '../http/http-error';
import { canonicalPayload } from './derived-idempotency-key';
import type { StoredEnrollment } from './stored-enrollment';

// Idempotency that cannot lie (Stripe's rule): an enrollment remembers a fingerprint of the request
// that created it, and a later request with the same key must carry the same payload, or it is
// refused instead of silently answered with the first one's result.

/** sha256 (hex) of the payload as stored, in JSON with sorted keys (canonicalPayload). */
export function requestFingerprint(payload: EnrollmentPayload): string {
  return createHash('sha256').update(canonicalPayload(payload)).digest('hex');
}

/**
 * Throws 422 when `stored` was created by a different request. Enrollments stored before
 * fingerprints existed have none; their replays are answered as before.
 */
export function assertSameRequest(stored: StoredEnrollment, fingerprint: string): void {
  if (stored.requestFingerprint === undefined || stored.requestFingerprint === fingerprint) return;
  throw new HttpError(422, 'idempotency/key-reused', apiMessages.idempotencyKeyReused);
}
