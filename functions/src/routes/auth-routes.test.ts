import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { authMessages } from '../contracts/auth-messages';
import { handleApiRequest } from '../api-handler';
import { getAdminAuth } from '../auth/admin-auth';

// The real routes and pipeline with Firebase out of reach: whatever these requests carry, they must
// be answered from validation alone (4xx), never reach Auth, Firestore or the network, never 500.
// The same endpoints over real HTTP against the emulators are in test/auth*.int.test.ts.
vi.mock('../auth/admin-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth/admin-auth')>()),
  getAdminAuth: vi.fn(() => {
    throw new Error('Auth must not be reached');
  }),
}));
vi.mock('../db/firestore', () => ({
  getDb: vi.fn(() => {
    throw new Error('Firestore must not be reached');
  }),
  firestoreHost: () => 'test',
}));
// The throttles' slots live in memory here (the login below gets as far as the Identity Toolkit).
vi.mock('../limits/slot-store', async () => {
  const { MemorySlotStore } = await vi.importActual<typeof import('../testing/memory-slot-store')>(
    '../testing/memory-slot-store',
  );
  return { firestoreSlotStore: new MemorySlotStore() };
});
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }));

const fetchMock = vi.fn(async () => Promise.reject(new Error('no network in unit tests')));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function call(method: string, url: string, raw?: string, authorization?: string) {
  const request = fakeRequest(
    method,
    url,
    raw === undefined ? undefined : { raw, contentType: 'application/json' },
  );
  if (authorization !== undefined) request.headers.authorization = authorization;
  const response = fakeResponse();
  await handleApiRequest(request, response);
  return response;
}

function expectUntouched(): void {
  expect(getAdminAuth).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
}

describe('protected routes without a usable token', () => {
  it.each([
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/logout'],
    ['PUT', '/api/users/updatepassword'],
  ])('%s %s: 401 before anything else, body or not', async (method, path) => {
    const missing = await call(method, path, '{"nonsense":true}');
    expect(missing.statusCode).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      code: 'auth/not-signed-in',
      message: authMessages.tokenMissing,
    });
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const junk = await call(method, path, undefined, 'Bearer <script>');
    expect(junk.body).toEqual({
      success: false,
      code: 'auth/session-invalid',
      message: authMessages.tokenInvalid,
    });
    expectUntouched();
  });
});

describe('public auth routes with bad input', () => {
  const bodies = ['{}', '[]', '{"email":{"$ne":null}}', `{"email":"${'a'.repeat(70)}"}`, '{"x":1}'];
  const paths = [
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/google',
    '/api/auth/forgot-password',
    '/api/auth/reset-password/code-1',
  ];

  it.each(paths.flatMap((path) => bodies.map((body) => [path, body] as const)))(
    'POST %s %s → 400 with field errors',
    async (path, body) => {
      const response = await call('POST', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(validation\/invalid|auth\/invalid-reset-token)$/),
        errors: expect.any(Object),
      });
      expectUntouched();
    },
  );

  it.each(['bad%20code', 'a.b', '%3Cscript%3E', 'x'.repeat(600)])(
    'GET reset-password/%s/verify → 400 valid: false',
    async (token) => {
      const response = await call('GET', `/api/auth/reset-password/${token}/verify`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        valid: false,
        code: 'auth/invalid-reset-token',
        message: authMessages.invalidResetToken,
      });
      expectUntouched();
    },
  );

  it.each(['GET', 'PUT', 'DELETE'])('%s /api/auth/login → 405', async (method) => {
    expect((await call(method, '/api/auth/login')).statusCode).toBe(405);
  });
});

describe('an unreachable Identity Toolkit', () => {
  it('makes login answer 503 with a clear message, not 500 and not 401', async () => {
    vi.stubEnv('WEB_API_KEY', 'k');
    const response = await call(
      'POST',
      '/api/auth/login',
      '{"email":"a@b.in","password":"secret1"}',
    );
    vi.unstubAllEnvs();
    expect(response.statusCode).toBe(503);
    expect(response.body).toEqual({
      success: false,
      code: 'service/auth-unavailable',
      message: authMessages.authUnavailable,
    });
  });
});
