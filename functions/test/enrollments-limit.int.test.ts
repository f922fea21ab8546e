import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrollmentMessages } from '../src/contracts/enrollment';
import { resetAuth, signUp, type Session } from './support/auth-emulator';
import { Timestamp } from 'firebase-admin/firestore';
import { countDocuments, resetFirestore, testDb } from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';
import { enrollmentForm, newKey, postEnrollment } from './support/submissions';

// At most 5 new enrollments per member per 10 minutes; retries of earlier submissions are free.

let asha: Session;
let ravi: Session;

async function enroll(session: Session, key = newKey()): Promise<void> {
  expect((await postEnrollment(session.idToken, enrollmentForm(), key)).status).toBe(201);
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [asha, ravi] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUp('ravi@example.com', 'Lotus-Kick-88'),
  ]);
});

describe('the abuse limit', () => {
  it('refuses the 6th new enrollment within 10 minutes with 429 and Retry-After', async () => {
    const keys = Array.from({ length: 5 }, newKey);
    for (const key of keys) await enroll(asha, key);
    const refused = await postEnrollment(asha.idToken, enrollmentForm());
    expect(refused.status).toBe(429);
    // Until the member's fixed 10-minute window ends (limits/slot-limiter.ts).
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'rate-limit/too-many-enrollments',
      message: enrollmentMessages.tooMany,
    });
    expect(await countDocuments('enrollments')).toBe(5);
    expect(await countDocuments('referenceNumbers')).toBe(5);
  });

  it('still answers retries of earlier submissions while over the limit', async () => {
    const keys = Array.from({ length: 5 }, newKey);
    for (const key of keys) await enroll(asha, key);
    const retry = await postEnrollment(asha.idToken, enrollmentForm(), keys[0]);
    expect(retry.status).toBe(201);
    expect(await countDocuments('enrollments')).toBe(5);
  });

  it('only counts the current window: full slots of the previous one do not refuse', async () => {
    // The five slots of the previous 10-minute window, taken the way the server takes them.
    const window = Math.floor(Date.now() / 600_000) - 1;
    const key = `enrollment:${createHash('sha256').update(asha.uid).digest('hex')}`;
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        testDb()
          .collection('limitSlots')
          .doc(`${key}:${window}:${index + 1}`)
          .create({
            key,
            window,
            n: index + 1,
            at: Date.now() - 11 * 60_000,
            holder: `earlier-${index}`,
            expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
          }),
      ),
    );
    await enroll(asha);
    expect(await countDocuments('enrollments')).toBe(1);
  });

  it('counts per member: another member may still enroll', async () => {
    for (let i = 0; i < 5; i++) await enroll(asha);
    await enroll(ravi);
  });
});
