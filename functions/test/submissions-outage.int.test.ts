import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../src/contracts/messages';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { resetFirestore } from './support/firestore-fixtures';
import {
  api,
  controlFirestore,
  eventually,
  firestoreControlUrl,
  waitForHealthyApi,
} from './support/stack';
import {
  callCreateEnrollment,
  contactForm,
  enrollmentForm,
  newKey,
  postContact,
  postEnrollment,
} from './support/submissions';

// A database outage while members submit: a clear 503 (callable: UNAVAILABLE), never a 500.

describe.skipIf(!firestoreControlUrl)('enrollments and contact while Firestore is down', () => {
  let member: Session;
  let outage: Promise<void> | undefined;

  beforeAll(async () => {
    await waitForHealthyApi();
    await Promise.all([resetAuth(), resetFirestore()]);
    member = await signUp('outage@example.com', 'Lotus-Kick-88');
    outage = controlFirestore('stop');
    await outage;
  });
  // Whatever happens in the tests, the stack must come back for everyone else.
  afterAll(async () => {
    if (outage) await controlFirestore('start');
    await eventually(
      () => api('/api/health'),
      (answer) => answer.status === 200,
    );
  });

  it('answers 503 on every member route and UNAVAILABLE on the callable', async () => {
    const [enroll, list, contact, callable] = await Promise.all([
      postEnrollment(member.idToken, enrollmentForm()),
      api('/api/enrollments', { headers: bearer(member.idToken) }),
      postContact(member.idToken, contactForm()),
      callCreateEnrollment(member.idToken, { ...enrollmentForm(), idempotencyKey: newKey() }),
    ]);
    for (const response of [enroll, list, contact]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        code: 'service/database-unavailable',
        message: apiMessages.databaseUnavailable,
      });
    }
    expect(callable.status).toBe(503);
    expect(((await callable.json()) as { error: { status: string } }).error.status).toBe(
      'UNAVAILABLE',
    );
  });
});
