import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticate } from './auth/authenticate';
import { enrollmentMessages } from './contracts/enrollment';
import { createEnrollment } from './create-enrollment';
import { DatabaseUnavailableError } from './db/database-errors';
import { submitEnrollment } from './enrollments/submit-enrollment';
import { tooManyRequests, unauthorized } from './http/http-error';
import { exampleEnrollmentForm } from './testing/examples';

vi.mock('./auth/authenticate', () => ({
  authenticate: vi.fn(async () => ({ uid: 'u1', email: undefined, admin: false, claims: {} })),
}));
vi.mock('./enrollments/submit-enrollment', () => ({
  submitEnrollment: vi.fn(async () => ({ success: true, message: 'ok', data: {} })),
}));
vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }));

const KEY = 'key-0123456789abcdef';
const payload = exampleEnrollmentForm();
const signedIn = { uid: 'u1', rawToken: 'raw.token.', token: {} };

const run = (data: unknown, auth: unknown = signedIn) =>
  createEnrollment.run({ data, auth } as unknown as CallableRequest<unknown>);
const failure = (data: unknown, auth?: unknown) =>
  run(data, auth).then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(() => {
  vi.clearAllMocks();
});

describe('createEnrollment callable', () => {
  it('re-checks the raw token like the REST guard, then calls the shared service', async () => {
    await expect(run({ ...payload, idempotencyKey: KEY })).resolves.toMatchObject({
      message: 'ok',
    });
    expect(authenticate).toHaveBeenCalledWith({ authorization: 'Bearer raw.token.' }, 'required');
    expect(submitEnrollment).toHaveBeenCalledWith('u1', {
      payload: expect.not.objectContaining({ idempotencyKey: expect.anything() }),
      idempotencyKey: KEY,
    });
  });

  it('refuses a signed-out caller with unauthenticated before reading the data', async () => {
    const error = await failure({}, null);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'unauthenticated',
      message: enrollmentMessages.notSignedIn,
      details: {
        success: false,
        code: 'enrollment/not-logged-in',
        message: enrollmentMessages.notSignedIn,
      },
    });
    expect(submitEnrollment).not.toHaveBeenCalled();
  });

  it('refuses a revoked session with unauthenticated', async () => {
    vi.mocked(authenticate).mockRejectedValueOnce(
      unauthorized('auth/session-expired', 'Session over'),
    );
    expect(await failure({ ...payload, idempotencyKey: KEY })).toMatchObject({
      code: 'unauthenticated',
      details: { code: 'auth/session-expired' },
    });
  });

  it.each([
    [{ ...payload, pincode: '41100' }, { pincode: enrollmentMessages.pincodeInvalid }],
    [{ ...payload, idempotencyKey: 'short' }, { idempotencyKey: expect.any(String) }],
    [null, { data: expect.any(String), idempotencyKey: expect.any(String) }],
  ])('answers %j with invalid-argument and field errors in details', async (data, errors) => {
    expect(await failure(data)).toMatchObject({
      code: 'invalid-argument',
      details: { success: false, code: 'validation/invalid', errors },
    });
    expect(submitEnrollment).not.toHaveBeenCalled();
  });

  it('maps the limit to resource-exhausted and an outage to unavailable', async () => {
    vi.mocked(submitEnrollment).mockRejectedValueOnce(
      tooManyRequests('rate-limit/too-many-enrollments', enrollmentMessages.tooMany, 60),
    );
    expect(await failure({ ...payload, idempotencyKey: KEY })).toMatchObject({
      code: 'resource-exhausted',
      message: enrollmentMessages.tooMany,
      details: { code: 'rate-limit/too-many-enrollments' },
    });
    vi.mocked(submitEnrollment).mockRejectedValueOnce(new DatabaseUnavailableError('down'));
    expect(await failure({ ...payload, idempotencyKey: KEY })).toMatchObject({
      code: 'unavailable',
      details: { code: 'service/database-unavailable' },
    });
  });

  it('hides unexpected failures behind internal', async () => {
    vi.mocked(submitEnrollment).mockRejectedValueOnce(new Error('secret detail'));
    const error = await failure({ ...payload, idempotencyKey: KEY });
    expect(error).toMatchObject({ code: 'internal', details: { code: 'server/internal' } });
    expect(String((error as Error).message)).not.toContain('secret');
  });
});
