import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthServiceUnavailableError } from './admin-auth';
import { applyResetCode, checkResetCode, signInWithPassword } from './identity-toolkit';

const fetchMock = vi.fn<typeof fetch>();

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('WEB_API_KEY', 'key-1');
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('signInWithPassword', () => {
  const tokens = { idToken: 'id', refreshToken: 'refresh', localId: 'u1', email: 'a@b.in' };

  it('posts to the emulator with the key and returns the tokens', async () => {
    answer(200, tokens);
    await expect(signInWithPassword('a@b.in', 'pw')).resolves.toEqual({
      ok: true,
      value: { idToken: 'id', refreshToken: 'refresh', localId: 'u1' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=key-1',
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'a@b.in',
      password: 'pw',
      returnSecureToken: true,
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('talks to Google when no emulator is configured', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
    answer(200, tokens);
    await signInWithPassword('a@b.in', 'pw');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword\?key=key-1$/,
    );
  });

  it.each([
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credentials'],
    ['EMAIL_NOT_FOUND', 'invalid-credentials'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : later', 'too-many-attempts'],
    ['USER_DISABLED', 'user-disabled'],
  ])('turns %s into a typed failure', async (message, failure) => {
    answer(400, { error: { code: 400, message } });
    await expect(signInWithPassword('a@b.in', 'pw')).resolves.toEqual({ ok: false, failure });
  });

  it.each([
    ['an unknown error code', () => answer(400, { error: { message: 'INVALID_API_KEY' } })],
    ['a server error', () => answer(503, 'Service Unavailable')],
    ['a success without tokens (MFA)', () => answer(200, { mfaPendingCredential: 'x' })],
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'))],
    [
      'a timeout',
      () => fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError')),
    ],
  ])('reports %s as an outage', async (_, arrange) => {
    arrange();
    await expect(signInWithPassword('a@b.in', 'pw')).rejects.toBeInstanceOf(
      AuthServiceUnavailableError,
    );
  });

  it('reports a missing WEB_API_KEY as an outage without calling out', async () => {
    vi.stubEnv('WEB_API_KEY', '');
    await expect(signInWithPassword('a@b.in', 'pw')).rejects.toThrow(/WEB_API_KEY/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('reset codes', () => {
  it('checks a password-reset code without new password and returns its address', async () => {
    answer(200, { email: 'a@b.in', requestType: 'PASSWORD_RESET' });
    await expect(checkResetCode('code')).resolves.toEqual({ ok: true, value: { email: 'a@b.in' } });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ oobCode: 'code' });
  });

  it('does not accept another kind of action code as a reset link', async () => {
    answer(200, { email: 'a@b.in', requestType: 'VERIFY_EMAIL' });
    await expect(checkResetCode('code')).resolves.toEqual({
      ok: false,
      failure: 'invalid-oob-code',
    });
  });

  it.each(['EXPIRED_OOB_CODE', 'INVALID_OOB_CODE'])(
    'reports %s as an invalid code',
    async (code) => {
      answer(400, { error: { message: code } });
      await expect(checkResetCode('code')).resolves.toEqual({
        ok: false,
        failure: 'invalid-oob-code',
      });
    },
  );

  it('applies a code with the new password', async () => {
    answer(200, { email: 'a@b.in', requestType: 'PASSWORD_RESET' });
    await expect(applyResetCode('code', 'Lotus-88')).resolves.toEqual({
      ok: true,
      value: { email: 'a@b.in' },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oobCode: 'code',
      newPassword: 'Lotus-88',
    });
  });

  it('reports a weak password', async () => {
    answer(400, { error: { message: 'WEAK_PASSWORD : Password should be at least 6 characters' } });
    await expect(applyResetCode('code', 'x')).resolves.toEqual({
      ok: false,
      failure: 'weak-password',
    });
  });
});
