import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorCode } from '../contracts/api-error-codes';
import { authMessages } from '../contracts/auth-messages';
import { HttpError } from '../http/http-error';
import { AuthServiceUnavailableError } from './admin-auth';
import { createAuthenticator } from './authenticate';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';

function decoded(claims: Record<string, unknown> = {}): DecodedIdToken {
  return {
    uid: 'u1',
    sub: 'u1',
    email: 'asha@example.com',
    aud: 'demo-mta',
    iss: 'https://securetoken.google.com/demo-mta',
    iat: 0,
    exp: 0,
    auth_time: 0,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
}

const rejecting = (code: string) =>
  vi.fn(async () => {
    throw Object.assign(new Error(code), { code });
  });

async function failureOf(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

const CODE_OF: Record<string, ApiErrorCode> = {
  [authMessages.tokenMissing]: 'auth/not-signed-in',
  [authMessages.tokenInvalid]: 'auth/session-invalid',
  [authMessages.tokenExpired]: 'auth/session-expired',
  [authMessages.forbidden]: 'auth/forbidden',
};

function expectHttpError(error: unknown, status: number, message: string): void {
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status, message, code: CODE_OF[message] });
  if (status === 401) {
    expect((error as HttpError).details.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  }
}

describe('createAuthenticator', () => {
  it('hands the verified caller to the route', async () => {
    const verify = vi.fn(async () => decoded());
    const caller = await createAuthenticator(verify)(
      { authorization: `Bearer ${TOKEN}` },
      'required',
    );
    expect(verify).toHaveBeenCalledWith(TOKEN);
    expect(caller).toMatchObject({ uid: 'u1', email: 'asha@example.com', admin: false });
    expect(caller.claims.firebase.sign_in_provider).toBe('password');
  });

  it('answers a missing header with 401 tokenMissing without asking Firebase', async () => {
    const verify = vi.fn(async () => decoded());
    const error = await failureOf(createAuthenticator(verify)({}, 'required'));
    expectHttpError(error, 401, authMessages.tokenMissing);
    expect(verify).not.toHaveBeenCalled();
  });

  it('answers a malformed header with 401 tokenInvalid without asking Firebase', async () => {
    const verify = vi.fn(async () => decoded());
    const error = await failureOf(
      createAuthenticator(verify)({ authorization: 'Bearer nope' }, 'required'),
    );
    expectHttpError(error, 401, authMessages.tokenInvalid);
    expect(verify).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/id-token-expired', authMessages.tokenExpired],
    ['auth/id-token-revoked', authMessages.tokenExpired],
    ['auth/user-disabled', authMessages.tokenExpired],
    ['auth/argument-error', authMessages.tokenInvalid],
  ])('maps %s to 401 with its message', async (code, message) => {
    const error = await failureOf(
      createAuthenticator(rejecting(code))({ authorization: `Bearer ${TOKEN}` }, 'required'),
    );
    expectHttpError(error, 401, message);
  });

  it('reports an unreachable Auth as unavailable (503), not as a sign-out', async () => {
    const error = await failureOf(
      createAuthenticator(rejecting('app/network-error'))(
        { authorization: `Bearer ${TOKEN}` },
        'required',
      ),
    );
    expect(error).toBeInstanceOf(AuthServiceUnavailableError);
  });

  it.each([
    [undefined, false],
    [true, true],
    ['true', false],
    [1, false],
  ])('admin routes: claim admin=%j lets the caller in: %s', async (admin, allowed) => {
    const verify = vi.fn(async () => decoded(admin === undefined ? {} : { admin }));
    const run = createAuthenticator(verify)({ authorization: `Bearer ${TOKEN}` }, 'admin');
    if (allowed) {
      await expect(run).resolves.toMatchObject({ admin: true });
    } else {
      expectHttpError(await failureOf(run), 403, authMessages.forbidden);
    }
  });
});
