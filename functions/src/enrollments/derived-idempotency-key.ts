import { createHash } from 'node:crypto';
import type { EnrollmentPayload } from '../contracts/enrollment';
import { enrollmentFields } from './stored-enrollment';

// Clients of the older REST contract send no Idempotency-Key, yet retry blindly (up to 3 times on a
// timeout). Without a key the server makes one from what was sent, so the same submission repeated
// within the window names the same enrollment. Each member's keys are apart already: the enrollment
// id hashes the uid with the key (enrollment-id.ts).

/** How long a blind retry of the same submission counts as that submission. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/**
 * The payload as it is stored (trimmed text, '' for an absent note, terms as a flag), in JSON with
 * sorted keys: two requests that differ only in spacing or key order hash alike.
 */
export function canonicalPayload(payload: EnrollmentPayload): string {
  const fields = Object.entries(enrollmentFields(payload)).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(Object.fromEntries(fields));
}

/**
 * `auto:<window>:<sha256>`. The colons keep it apart from every client key (idempotencyKeySchema
 * allows none), so a client can never name a derived enrollment on purpose.
 */
function keyFor(window: number, hash: string): string {
  return `auto:${window}:${hash}`;
}

/**
 * The keys a submission without Idempotency-Key is looked up under: this window's (a new enrollment
 * is stored under it) and the previous one's, so a retry just past a window boundary still finds
 * the first request's enrollment. A repeat counts as a retry for at least 10 and at most 20 minutes.
 */
export function derivedIdempotencyKeys(
  payload: EnrollmentPayload,
  now: number,
): [current: string, previous: string] {
  // The same hash as requestFingerprint(): a derived key names its payload.
  const hash = createHash('sha256').update(canonicalPayload(payload)).digest('hex');
  const window = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  return [keyFor(window, hash), keyFor(window - 1, hash)];
}
