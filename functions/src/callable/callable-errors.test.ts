import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { AuthServiceUnavailableError } from '../auth/admin-auth';
import { DatabaseUnavailableError } from '../db/database-errors';
import { HttpError, tooManyRequests } from '../http/http-error';
import { invalidArgument, toHttpsError } from './callable-errors';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn() }));

describe('toHttpsError', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'already-exists'],
    [422, 'failed-precondition'],
    [429, 'resource-exhausted'],
    [503, 'unavailable'],
    [418, 'internal'],
  ])('maps HTTP %i to %s, keeping the REST body in details', (status, code) => {
    const error = toHttpsError(new HttpError(status, 'resource/conflict', 'Said'), 'fn');
    expect(error).toMatchObject({
      code,
      message: 'Said',
      details: { success: false, code: 'resource/conflict', message: 'Said' },
    });
  });

  it('keeps a 429’s message for the client', () => {
    const limit = tooManyRequests('rate-limit/too-many-enrollments', 'Wait', 30);
    expect(toHttpsError(limit, 'fn')).toMatchObject({
      code: 'resource-exhausted',
      details: { code: 'rate-limit/too-many-enrollments', message: 'Wait' },
    });
  });

  it('passes HttpsErrors through and maps outages to unavailable', () => {
    const own = new HttpsError('not-found', 'x');
    expect(toHttpsError(own, 'fn')).toBe(own);
    expect(toHttpsError(new DatabaseUnavailableError('x'), 'fn')).toMatchObject({
      code: 'unavailable',
      details: { code: 'service/database-unavailable' },
    });
    expect(toHttpsError(new AuthServiceUnavailableError('x'), 'fn')).toMatchObject({
      code: 'unavailable',
      details: { code: 'service/auth-unavailable' },
    });
  });

  it('maps platform errors like the REST API does: a quota error is unavailable, not internal', () => {
    const quota = Object.assign(new Error('8 RESOURCE_EXHAUSTED'), { code: 8 });
    expect(toHttpsError(quota, 'fn')).toMatchObject({
      code: 'unavailable',
      message: 'Service temporarily unavailable, please try again',
      details: { code: 'service/unavailable' },
    });
    expect(toHttpsError({ code: 'auth/internal-error' }, 'fn').code).toBe('unavailable');
    expect(toHttpsError(new Error('a bug'), 'fn')).toMatchObject({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again later.',
      details: { code: 'server/internal' },
    });
  });
});

describe('invalidArgument', () => {
  it('carries the field errors in the REST error shape', () => {
    expect(invalidArgument({ email: 'Bad' })).toMatchObject({
      code: 'invalid-argument',
      details: { success: false, code: 'validation/invalid', errors: { email: 'Bad' } },
    });
  });
});
