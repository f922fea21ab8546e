import { createHash } from 'node:crypto';

// An enrollment's document id is derived from who submitted it and the client's idempotency key, so
// a retry of the same submission names the same document and create() can refuse the duplicate.
// Hashed: the id is shown in URLs and must not reveal the uid or the key.

/** base64url(sha256(uid + ':' + key)): 43 characters, valid as a Firestore document id. */
export function enrollmentIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('base64url');
}

const ENROLLMENT_ID = /^[A-Za-z0-9_-]{43}$/;

/** Whether `id` could be one of ours; anything else is answered 404 without reading Firestore. */
export function isEnrollmentId(id: string): boolean {
  return ENROLLMENT_ID.test(id);
}
