import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiItemResponseSchema } from '../src/contracts/api-envelope';
import {
  enrollmentCreatedResponseSchema,
  enrollmentDetailSchema,
  enrollmentListResponseSchema,
  enrollmentMessages,
  referenceNumberPattern,
} from '../src/contracts/enrollment';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { enrollmentForm, newKey, postEnrollment } from './support/submissions';

// POST /api/enrollments, GET /api/enrollments(/:id) and POST /api/enrollments/test over HTTP through
// Hosting, against the emulators. Races are in enrollments-concurrency, bad input in
// enrollments-input, the callable in enrollments-callable, the abuse limit in enrollments-limit.

let asha: Session;
let ravi: Session;

async function enroll(session: Session, overrides: Record<string, unknown> = {}, key = newKey()) {
  const response = await postEnrollment(session.idToken, enrollmentForm(overrides), key);
  expect(response.status).toBe(201);
  return enrollmentCreatedResponseSchema.parse(await response.json()).data;
}

async function listOf(session: Session) {
  const response = await api('/api/enrollments', { headers: bearer(session.idToken) });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return enrollmentListResponseSchema.parse(await response.json());
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [asha, ravi] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUp('ravi@example.com', 'Lotus-Kick-88'),
  ]);
});

describe('POST /api/enrollments', () => {
  it('answers 201 with the reference number and stores every field', async () => {
    const key = newKey();
    const sentAt = Date.now();
    const response = await postEnrollment(
      asha.idToken,
      enrollmentForm({ fullName: ' Asha ' }),
      key,
    );
    const answeredAt = Date.now();
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = enrollmentCreatedResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      success: true,
      message: enrollmentMessages.submitted,
      data: { program: 'teens', status: 'pending' },
    });
    expect(body.data._id).toBe(body.data.id);
    expect(body.data.referenceNumber).toMatch(referenceNumberPattern);
    // Stamped while the request was in flight, however long that took (1 s for rounding).
    expect(Date.parse(body.data.createdAt)).toBeGreaterThanOrEqual(sentAt - 1_000);
    expect(Date.parse(body.data.createdAt)).toBeLessThanOrEqual(answeredAt + 1_000);

    const [stored] = await listDocuments('enrollments');
    expect(stored?.id).toBe(body.data.id);
    expect(Object.keys(stored?.data ?? {}).sort()).toEqual(
      [
        'uid',
        'referenceNumber',
        'idempotencyKey',
        'fullName',
        'email',
        'phone',
        'dateOfBirth',
        'gender',
        'address',
        'city',
        'state',
        'pincode',
        'emergencyContact',
        'emergencyPhone',
        'program',
        'experience',
        'medicalConditions',
        'howDidYouHear',
        'termsAccepted',
        'termsAcceptedAt',
        'status',
        'createdAt',
        'updatedAt',
        'requestFingerprint',
      ].sort(),
    );
    expect(stored?.data).toMatchObject({
      uid: asha.uid,
      idempotencyKey: key,
      fullName: 'Asha',
      medicalConditions: '',
      termsAccepted: true,
      status: 'pending',
      referenceNumber: body.data.referenceNumber,
    });
    // The reference number is reserved, pointing back at the enrollment.
    expect(await listDocuments('referenceNumbers')).toEqual([
      {
        id: body.data.referenceNumber,
        data: { enrollmentId: body.data.id, uid: asha.uid, createdAt: expect.anything() },
      },
    ]);
  });

  it('answers a retry with the same key with the same status and body, storing nothing', async () => {
    const key = newKey();
    const first = await postEnrollment(asha.idToken, enrollmentForm(), key);
    const again = await postEnrollment(asha.idToken, enrollmentForm(), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(await countDocuments('enrollments')).toBe(1);
    expect(await countDocuments('referenceNumbers')).toBe(1);
  });

  it('keeps the same key of two members apart', async () => {
    const key = newKey();
    const mine = await enroll(asha, {}, key);
    const theirs = await enroll(ravi, {}, key);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.referenceNumber).not.toBe(mine.referenceNumber);
    expect(await countDocuments('enrollments')).toBe(2);
  });

  it('stores the optional medical note when given', async () => {
    const { id } = await enroll(asha, { medicalConditions: 'Mild asthma' });
    const response = await api(`/api/enrollments/${id}`, { headers: bearer(asha.idToken) });
    expect(await response.json()).toMatchObject({ data: { medicalConditions: 'Mild asthma' } });
  });
});

describe('an Idempotency-Key sent again with another payload', () => {
  it('answers 422 with the exact text and stores nothing more', async () => {
    const key = newKey();
    const first = await enroll(asha, {}, key);
    const reused = await postEnrollment(asha.idToken, enrollmentForm({ city: 'Nagpur' }), key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      success: false,
      code: 'idempotency/key-reused',
      message: 'Idempotency-Key reused with a different request',
    });
    const stored = await listDocuments('enrollments');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ city: enrollmentForm().city });
    expect(stored[0]?.data.requestFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await countDocuments('referenceNumbers')).toBe(1);
    // The same payload with that key is still the replay it always was.
    const replay = await postEnrollment(asha.idToken, enrollmentForm(), key);
    expect(replay.status).toBe(201);
    expect(enrollmentCreatedResponseSchema.parse(await replay.json()).data.id).toBe(first.id);
  });
});

describe('GET /api/enrollments', () => {
  it('lists only the caller’s own enrollments, newest first', async () => {
    const first = await enroll(asha, { program: 'beginners' });
    await enroll(ravi, { program: 'adults' });
    const second = await enroll(asha, { program: 'advanced' });
    const third = await enroll(asha, { program: 'competitive' });

    const list = await listOf(asha);
    expect(list).toMatchObject({ success: true, count: 3, message: '' });
    expect(list.data).toEqual([third, second, first]);
    expect((await listOf(ravi)).data.map((row) => row.program)).toEqual(['adults']);
  });

  it('answers an empty list with the fixed empty text', async () => {
    expect(await listOf(asha)).toEqual({
      success: true,
      count: 0,
      data: [],
      message: enrollmentMessages.noEnrollments,
    });
  });
});

describe('GET /api/enrollments/:id', () => {
  it('shows the owner the whole enrollment, without uid and idempotency key', async () => {
    const created = await enroll(asha);
    const response = await api(`/api/enrollments/${created.id}`, {
      headers: bearer(asha.idToken),
    });
    expect(response.status).toBe(200);
    const body = apiItemResponseSchema(enrollmentDetailSchema.strict()).parse(
      await response.json(),
    );
    expect(body.data).toMatchObject({
      ...created,
      fullName: 'Asha Patil',
      pincode: '411004',
      state: 'Maharashtra',
      termsAccepted: true,
      termsAcceptedAt: created.createdAt,
      updatedAt: created.createdAt,
    });
  });

  it.each([
    ['another member’s id', 'theirs'],
    ['an unknown id', 'A'.repeat(43)],
    ['a malformed id', 'not-an-id'],
    ['an id with odd characters', '%E2%9C%93%00x'],
    ['a very long id', 'x'.repeat(2000)],
  ])('answers %s with 404, never 403 or 500', async (_, which) => {
    const theirs = await enroll(ravi);
    const id = which === 'theirs' ? theirs.id : which;
    const response = await api(`/api/enrollments/${id}`, { headers: bearer(asha.idToken) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      code: 'enrollment/not-found',
      message: enrollmentMessages.enrollmentNotFound,
    });
  });
});

describe('POST /api/enrollments/test', () => {
  it('needs no sign-in, answers success: false for a valid payload, and stores nothing', async () => {
    const response = await api('/api/enrollments/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enrollmentForm({ city: ' Pune ' })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      code: 'enrollment/test-only',
      message: enrollmentMessages.testOnly,
    });
    expect(await countDocuments('enrollments')).toBe(0);
    expect(await countDocuments('referenceNumbers')).toBe(0);
  });
});

describe('signed out', () => {
  it.each([
    ['POST', '/api/enrollments'],
    ['GET', '/api/enrollments'],
    ['GET', `/api/enrollments/${'A'.repeat(43)}`],
  ])('%s %s answers 401 and stores nothing', async (method, path) => {
    const response = await api(path, {
      method,
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: method === 'POST' ? JSON.stringify(enrollmentForm()) : undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'auth/not-signed-in' });
    expect(await countDocuments('enrollments')).toBe(0);
  });
});
