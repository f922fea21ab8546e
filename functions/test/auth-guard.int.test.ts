import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '../src/contracts/api-error-codes';
import { authMessages } from '../src/contracts/auth-messages';
import {
  afterTokenSecond,
  bearer,
  expiredCopy,
  resetAuth,
  signUp,
  testAuth,
  withClaims,
  type Session,
} from './support/auth-emulator';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm, enrollmentForm } from './support/submissions';

// Every endpoint that needs a signed-in member, with every kind of bad credential: always a 401 in
// the error shape, never a 500 (and never a 403: these callers are not signed in at all).

const PROTECTED: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/logout'],
  ['PUT', '/api/users/updatepassword', { currentPassword: 'whatever1', newPassword: 'Lotus-88-K' }],
  ['POST', '/api/enrollments', enrollmentForm()],
  ['GET', '/api/enrollments'],
  ['GET', `/api/enrollments/${'A'.repeat(43)}`],
  ['POST', '/api/contact', contactForm()],
  ['GET', '/api/contact'],
];

function call(method: string, path: string, body: unknown, headers: Record<string, string>) {
  return api(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Each of the guard's messages has one code (src/auth/authenticate.ts). */
const CODE_OF: Record<string, ApiErrorCode> = {
  [authMessages.tokenMissing]: 'auth/not-signed-in',
  [authMessages.tokenInvalid]: 'auth/session-invalid',
  [authMessages.tokenExpired]: 'auth/session-expired',
};

async function expect401(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ success: false, code: CODE_OF[message], message });
}

let member: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('guard@example.com', 'Lotus-Kick-88');
});

describe.each(PROTECTED)('%s %s', (method, path, body) => {
  it('answers a missing token with 401 tokenMissing', async () => {
    await expect401(await call(method, path, body, {}), authMessages.tokenMissing);
  });

  it.each([
    ['not a JWT', 'Bearer not-a-token'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['no token after Bearer', 'Bearer'],
    ['a huge token', `Bearer ${'a'.repeat(9000)}.b.c`],
    [
      'a JWT with a nonsense payload',
      `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('null').toString('base64url')}.`,
    ],
  ])('answers a malformed header (%s) with 401 tokenInvalid', async (_, header) => {
    await expect401(
      await call(method, path, body, { authorization: header }),
      authMessages.tokenInvalid,
    );
  });

  it('answers a token of another project with 401 tokenInvalid', async () => {
    const foreign = withClaims(member.idToken, {
      aud: 'other-project',
      iss: 'https://securetoken.google.com/other-project',
    });
    await expect401(await call(method, path, body, bearer(foreign)), authMessages.tokenInvalid);
  });

  it('answers a signed (non-emulator) token with 401 tokenInvalid', async () => {
    const [, payload] = member.idToken.split('.');
    const header = Buffer.from('{"alg":"RS256","kid":"x","typ":"JWT"}').toString('base64url');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    await expect401(await call(method, path, body, bearer(forged)), authMessages.tokenInvalid);
  });

  it('answers an expired token with 401 tokenExpired', async () => {
    await expect401(
      await call(method, path, body, bearer(expiredCopy(member.idToken))),
      authMessages.tokenExpired,
    );
  });

  it('answers a token of a deleted account with 401 tokenExpired', async () => {
    await testAuth().deleteUser(member.uid);
    await expect401(
      await call(method, path, body, bearer(member.idToken)),
      authMessages.tokenExpired,
    );
  });

  it('answers a token revoked by logout with 401 tokenExpired', async () => {
    await afterTokenSecond(member.idToken);
    const logout = await call('POST', '/api/auth/logout', undefined, bearer(member.idToken));
    expect(logout.status).toBe(200);
    await expect401(
      await call(method, path, body, bearer(member.idToken)),
      authMessages.tokenExpired,
    );
  });
});

describe('the expired-token fixture', () => {
  it('is what the Admin SDK itself calls expired (auth/id-token-expired)', async () => {
    await expect(testAuth().verifyIdToken(expiredCopy(member.idToken))).rejects.toMatchObject({
      code: 'auth/id-token-expired',
    });
  });

  it('differs from the live token only in its times', async () => {
    await expect(testAuth().verifyIdToken(member.idToken)).resolves.toMatchObject({
      uid: member.uid,
    });
  });
});

describe('a disabled account', () => {
  it('is signed out: 401 tokenExpired', async () => {
    await testAuth().updateUser(member.uid, { disabled: true });
    await expect401(
      await api('/api/auth/me', { headers: bearer(member.idToken) }),
      authMessages.tokenExpired,
    );
  });
});
