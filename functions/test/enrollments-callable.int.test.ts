import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  enrollmentCreatedResponseSchema,
  enrollmentMessages,
  referenceNumberPattern,
} from '../src/contracts/enrollment';
import { afterTokenSecond, bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import {
  callCreateEnrollment,
  enrollmentForm,
  newKey,
  postEnrollment,
} from './support/submissions';

// The createEnrollment callable over the callable protocol: same service, same answers as REST.

interface CallableError {
  error: { status: string; message: string; details?: unknown };
}

let member: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('callable@example.com', 'Lotus-Kick-88');
});

const data = (key = newKey(), overrides: Record<string, unknown> = {}) => ({
  ...enrollmentForm(overrides),
  idempotencyKey: key,
});

describe('createEnrollment', () => {
  it('answers { result } with the REST body and stores one enrollment', async () => {
    const response = await callCreateEnrollment(member.idToken, data());
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: unknown };
    const body = enrollmentCreatedResponseSchema.parse(result);
    expect(body).toMatchObject({
      message: enrollmentMessages.submitted,
      data: { status: 'pending' },
    });
    expect(body.data.referenceNumber).toMatch(referenceNumberPattern);
    expect(await countDocuments('enrollments')).toBe(1);
  });

  it('is idempotent across both doors: a REST retry of a callable submission gets its answer', async () => {
    const key = newKey();
    const viaCallable = await callCreateEnrollment(member.idToken, data(key));
    const viaCallableAgain = await callCreateEnrollment(member.idToken, data(key));
    const viaRest = await postEnrollment(member.idToken, enrollmentForm(), key);
    const { result } = (await viaCallable.json()) as { result: unknown };
    expect(((await viaCallableAgain.json()) as { result: unknown }).result).toEqual(result);
    expect(viaRest.status).toBe(201);
    expect(await viaRest.json()).toEqual(result);
    expect(await countDocuments('enrollments')).toBe(1);
  });

  it('lists what it created under GET /api/enrollments', async () => {
    const response = await callCreateEnrollment(member.idToken, data());
    const { result } = (await response.json()) as { result: { data: unknown } };
    const list = await api('/api/enrollments', { headers: bearer(member.idToken) });
    expect(await list.json()).toMatchObject({ count: 1, data: [result.data] });
  });

  it('refuses a signed-out caller with UNAUTHENTICATED and stores nothing', async () => {
    const response = await callCreateEnrollment(undefined, data());
    expect(response.status).toBe(401);
    const { error } = (await response.json()) as CallableError;
    expect(error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: enrollmentMessages.notSignedIn,
    });
    expect(await countDocuments('enrollments')).toBe(0);
  });

  it('refuses a garbage token with UNAUTHENTICATED', async () => {
    const response = await callCreateEnrollment('not-a-token', data());
    expect(response.status).toBe(401);
    expect(await countDocuments('enrollments')).toBe(0);
  });

  it('refuses a session ended by logout (revoked token) with UNAUTHENTICATED', async () => {
    await afterTokenSecond(member.idToken);
    const logout = await api('/api/auth/logout', {
      method: 'POST',
      headers: bearer(member.idToken),
    });
    expect(logout.status).toBe(200);
    const response = await callCreateEnrollment(member.idToken, data());
    expect(response.status).toBe(401);
    expect(((await response.json()) as CallableError).error.status).toBe('UNAUTHENTICATED');
    expect(await countDocuments('enrollments')).toBe(0);
  });

  it('answers the 6th new enrollment in 10 minutes with RESOURCE_EXHAUSTED', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await callCreateEnrollment(member.idToken, data())).status).toBe(200);
    }
    const response = await callCreateEnrollment(member.idToken, data());
    expect(response.status).toBe(429);
    const { error } = (await response.json()) as CallableError;
    expect(error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: enrollmentMessages.tooMany,
      details: {
        success: false,
        code: 'rate-limit/too-many-enrollments',
        message: enrollmentMessages.tooMany,
      },
    });
    expect(await countDocuments('enrollments')).toBe(5);
  });
});
