import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { withDeadline } from '../db/database-errors';
import { tooManyRequests } from '../http/http-error';

// Abuse limits on what a member can create (enrollments, contact messages), counted from the
// documents themselves: no counter document, so nothing to keep in step and no transaction needed.

export interface RateLimit {
  /** At most this many new documents… */
  max: number;
  /** …per member within this rolling window. */
  windowMs: number;
}

/** Five per ten minutes: far above what a family enrolling its children needs, far below spam. */
export const MEMBER_SUBMISSIONS: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 };

const DEADLINE_MS = 5_000;

/** Pure: the earliest creation time that still counts at `now`. */
export function windowStart(now: number, limit: RateLimit): number {
  return now - limit.windowMs;
}

/** Pure: whether one more is refused, given how many the window already holds. */
export function isOverLimit(countInWindow: number, limit: RateLimit): boolean {
  return countInWindow >= limit.max;
}

/** Pure: seconds until the oldest document in the window leaves it (the whole window if unknown). */
export function retryAfterSeconds(
  oldestInWindow: number | undefined,
  now: number,
  limit: RateLimit,
): number {
  const freeAt = (oldestInWindow ?? now) + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

/**
 * Throws 429 (with Retry-After) when the member already created `limit.max` documents of
 * `collection` in the window. The documents must carry `uid` and `createdAt`; the query needs the
 * composite index (uid ASC, createdAt ASC) in firestore.indexes.json.
 *
 * A count, then a write elsewhere: parallel requests with different keys can all pass the count
 * before any of them writes, so a burst may exceed the limit. It slows abuse; it is not a quota.
 */
export async function assertUnderLimit<T extends DocumentData>(
  collection: Query<T>,
  uid: string,
  now: number,
  limit: RateLimit,
  message: string,
): Promise<void> {
  const recent = collection
    .where('uid', '==', uid)
    .where('createdAt', '>=', Timestamp.fromMillis(windowStart(now, limit)));
  const counted = await withDeadline(recent.count().get(), DEADLINE_MS, 'Count recent writes');
  if (!isOverLimit(counted.data().count, limit)) return;
  const oldest = await withDeadline(
    recent.orderBy('createdAt').limit(1).get(),
    DEADLINE_MS,
    'Read oldest recent write',
  );
  // get() reads the raw field, so a hand-edited document cannot break the 429 itself.
  const createdAt: unknown = oldest.docs[0]?.get('createdAt');
  const oldestMs = createdAt instanceof Timestamp ? createdAt.toMillis() : undefined;
  throw tooManyRequests(message, retryAfterSeconds(oldestMs, now, limit));
}
