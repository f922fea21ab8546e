import { describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import type { AppCheckVerifier } from '../app-check/app-check-verifier';
import { apiMessages } from '../contracts/messages';
import { APP_CHECK_HEADER, createAppCheckGuard } from './app-check-guard';
import { createApiHandler } from './handle-request';
import { HttpError } from './http-error';
import { Router } from './router';

// The verifier is a test double: the Admin SDK's verifyToken needs Google's keys (the network).
const accepting = (): AppCheckVerifier & ReturnType<typeof vi.fn> => vi.fn(async () => undefined);
const refusing = (): AppCheckVerifier & ReturnType<typeof vi.fn> =>
  vi.fn(async () => {
    throw Object.assign(new Error('The provided App Check token has invalid signature.'), {
      code: 'app-check/invalid-argument',
    });
  });

async function refusal(promise: Promise<void>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  return error;
}

describe('createAppCheckGuard', () => {
  it('lets every request through when not enforced, without asking the verifier', async () => {
    const verify = refusing();
    const guard = createAppCheckGuard({ enforce: false, verify });
    await expect(guard('POST', {})).resolves.toBeUndefined();
    await expect(guard('DELETE', { [APP_CHECK_HEADER]: 'junk' })).resolves.toBeUndefined();
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a write without a token with a 401 that names the problem', async () => {
    const verify = accepting();
    const guard = createAppCheckGuard({ enforce: true, verify });
    for (const headers of [{}, { [APP_CHECK_HEADER]: '  ' }, { [APP_CHECK_HEADER]: ['a', 'b'] }]) {
      const error = await refusal(guard('POST', headers));
      expect(error.status).toBe(401);
      expect(error.toBody()).toEqual({
        success: false,
        code: 'auth/app-check-failed',
        message: apiMessages.appCheckFailed,
      });
      // Not the Bearer challenge: the ID token is not what failed.
      expect(error.details.headers?.['WWW-Authenticate']).toBeUndefined();
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a write whose token the verifier rejects, and reports why', async () => {
    const verify = refusing();
    const onInvalid = vi.fn();
    const guard = createAppCheckGuard({ enforce: true, verify, onInvalid });
    const error = await refusal(guard('PUT', { [APP_CHECK_HEADER]: 'forged' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe(apiMessages.appCheckFailed);
    expect(verify).toHaveBeenCalledWith('forged', false);
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'app-check/invalid-argument' }),
    );
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'lets a %s with a valid token through',
    async (method) => {
      const verify = accepting();
      const guard = createAppCheckGuard({ enforce: true, verify });
      await expect(guard(method, { [APP_CHECK_HEADER]: 'good-token' })).resolves.toBeUndefined();
      expect(verify).toHaveBeenCalledWith('good-token', false);
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS'])('never checks a %s', async (method) => {
    const verify = refusing();
    const guard = createAppCheckGuard({ enforce: true, verify });
    await expect(guard(method, {})).resolves.toBeUndefined();
    await expect(guard(method, { [APP_CHECK_HEADER]: 'forged' })).resolves.toBeUndefined();
    expect(verify).not.toHaveBeenCalled();
  });
});

describe('the API pipeline with an enforcing guard', () => {
  const handler = vi.fn(async () => ({ status: 201, body: { success: true } }));
  const router = new Router([
    { method: 'POST', path: '/api/notes', handler },
    { method: 'GET', path: '/api/notes', handler: async () => ({ body: { success: true } }) },
  ]);
  const handle = createApiHandler(router, {
    logUnexpected: vi.fn(),
    newRequestId: () => 'req-1',
    checkAppCheck: createAppCheckGuard({ enforce: true, verify: refusing() }),
  });
  const json = { raw: '{}', contentType: 'application/json' };

  it('answers a refused write in the error shape, with the request id, and never runs the handler', async () => {
    const response = fakeResponse();
    await handle(fakeRequest('POST', '/api/notes', json), response);
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual({
      success: false,
      code: 'auth/app-check-failed',
      message: apiMessages.appCheckFailed,
    });
    expect(response.headers['x-request-id']).toBe('req-1');
    expect(handler).not.toHaveBeenCalled();
  });

  it('serves reads and keeps unknown paths a 404', async () => {
    const read = fakeResponse();
    await handle(fakeRequest('GET', '/api/notes'), read);
    expect(read.statusCode).toBe(200);
    const unknown = fakeResponse();
    await handle(fakeRequest('POST', '/api/nothing-here', json), unknown);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('limited-use tokens', () => {
  it.each([
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-password/abc'],
    ['POST', '/api/contact'],
    ['POST', '/api/enrollments'],
    ['POST', '/api/certificates/verify'],
  ])('are consumed on %s %s, so one cannot be replayed', async (method, path) => {
    const verify = vi.fn(async (_token: string, consume?: boolean) => {
      if (!consume) throw new Error('must be consumed');
    });
    const guard = createAppCheckGuard({ enforce: true, verify });
    await guard(method, { [APP_CHECK_HEADER]: 'token' }, path);
    expect(verify).toHaveBeenCalledWith('token', true);
  });

  it('are not asked of other writes', async () => {
    const verify = vi.fn(async () => {});
    const guard = createAppCheckGuard({ enforce: true, verify });
    await guard('PUT', { [APP_CHECK_HEADER]: 'token' }, '/api/contact/abc');
    await guard('POST', { [APP_CHECK_HEADER]: 'token' }, '/api/auth/login');
    expect(verify).toHaveBeenNthCalledWith(1, 'token', false);
    expect(verify).toHaveBeenNthCalledWith(2, 'token', false);
  });
});
