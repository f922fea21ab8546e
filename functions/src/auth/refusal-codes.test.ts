import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../contracts/auth-messages';
import { HttpError } from '../http/http-error';
import { getAdminAuth } from './admin-auth';
import { changePassword } from './change-password';
import { applyResetCode, signInWithPassword } from './identity-toolkit';
import { resetPasswordWithToken } from './password-reset/reset-code';
import { register } from './register';
import { signInRefusal } from './sign-in-errors';

// Each refusal of the account endpoints leaves with its own stable code beside its English text.

vi.mock('./admin-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin-auth')>()),
  getAdminAuth: vi.fn(),
}));
vi.mock('./identity-toolkit', () => ({
  signInWithPassword: vi.fn(),
  applyResetCode: vi.fn(),
  checkResetCode: vi.fn(),
}));
vi.mock('../limits/client-throttle', () => ({ takeClientSlot: vi.fn(async () => undefined) }));
vi.mock('../limits/account-throttle', () => ({
  takeAccountSlot: vi.fn(async () => ({ key: 'k', outcome: { id: 'k:1:1' }, store: {} })),
  clearAccountSlots: vi.fn(async () => {}),
  freeSlots: vi.fn(async () => {}),
}));
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }));

const caller = { uid: 'u1', email: 'asha@example.com', admin: false, claims: {} } as never;
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function fakeAuth(overrides: Record<string, unknown>) {
  vi.mocked(getAdminAuth).mockReturnValue(overrides as never);
}

const passwordAccount = {
  email: 'asha@example.com',
  providerData: [{ providerId: 'password' }],
};

async function refusal(run: Promise<unknown>): Promise<HttpError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('sign-in refusals', () => {
  it.each([
    ['invalid-credentials', 401, 'auth/invalid-credentials', authMessages.invalidCredentials],
    ['too-many-attempts', 429, 'rate-limit/too-many-attempts', authMessages.tooManyAttempts],
    ['user-disabled', 403, 'auth/account-disabled', authMessages.accountDisabled],
  ] as const)('%s → %i %s', (failure, status, code, message) => {
    expect(signInRefusal(failure)).toMatchObject({ status, code, message });
  });
});

describe('register', () => {
  const details = { name: 'Asha', email: 'asha@example.com', password: 'secret-pass-1' };

  it.each([
    ['auth/email-already-exists', 409, 'auth/email-taken', authMessages.emailInUse],
    ['auth/invalid-email', 400, 'auth/invalid-email', 'Some of the information sent is not valid.'],
    [
      'auth/invalid-password',
      400,
      'auth/weak-password',
      'Some of the information sent is not valid.',
    ],
  ])('answers Auth’s %s with %i %s', async (authCode, status, code, message) => {
    fakeAuth({ createUser: vi.fn(async () => Promise.reject(firebaseError(authCode))) });
    const error = await refusal(register(details as never, '203.0.113.9', 0));
    expect(error.toBody()).toMatchObject({ success: false, code, message });
    expect(error.status).toBe(status);
  });
});

describe('changePassword', () => {
  const input = { currentPassword: 'old-pass-1', newPassword: 'new-pass-1' };

  it('says auth/no-password for an account that signs in with Google only', async () => {
    fakeAuth({ getUser: vi.fn(async () => ({ email: 'a@b.in', providerData: [] })) });
    const error = await refusal(changePassword(caller, input));
    expect(error).toMatchObject({ code: 'auth/no-password' });
    expect(error.message).toBe(authMessages.noPasswordOnAccount);
  });

  it('says auth/wrong-current-password for a wrong current password', async () => {
    fakeAuth({ getUser: vi.fn(async () => passwordAccount) });
    vi.mocked(signInWithPassword).mockResolvedValue({ ok: false, failure: 'invalid-credentials' });
    const error = await refusal(changePassword(caller, input));
    expect(error).toMatchObject({ status: 400, code: 'auth/wrong-current-password' });
  });

  it('says auth/password-unchanged when the new password is the current one', async () => {
    fakeAuth({ getUser: vi.fn(async () => passwordAccount) });
    vi.mocked(signInWithPassword).mockResolvedValue({ ok: true, value: {} as never });
    const same = { currentPassword: 'same-pass-1', newPassword: 'same-pass-1' };
    const error = await refusal(changePassword(caller, same));
    expect(error.toBody()).toMatchObject({
      code: 'auth/password-unchanged',
      errors: { newPassword: authMessages.newPasswordSameAsCurrent },
    });
  });

  it('says auth/weak-password when Auth refuses the new password', async () => {
    fakeAuth({
      getUser: vi.fn(async () => passwordAccount),
      updateUser: vi.fn(async () => Promise.reject(firebaseError('auth/invalid-password'))),
    });
    vi.mocked(signInWithPassword).mockResolvedValue({ ok: true, value: {} as never });
    const error = await refusal(changePassword(caller, input));
    expect(error).toMatchObject({ code: 'auth/weak-password' });
  });

  it('says auth/session-expired when the account is gone', async () => {
    fakeAuth({ getUser: vi.fn(async () => Promise.reject(firebaseError('auth/user-not-found'))) });
    const error = await refusal(changePassword(caller, input));
    expect(error).toMatchObject({ status: 401, code: 'auth/session-expired' });
  });
});

describe('password reset with a link', () => {
  it('says auth/invalid-reset-token for a used or unknown code, with valid: false', async () => {
    vi.mocked(applyResetCode).mockResolvedValue({ ok: false, failure: 'invalid-oob-code' });
    const error = await refusal(resetPasswordWithToken('code-1', 'new-pass-1', '203.0.113.9'));
    expect(error.toBody()).toEqual({
      success: false,
      valid: false,
      code: 'auth/invalid-reset-token',
      message: authMessages.invalidResetToken,
    });
  });

  it('says auth/weak-password for a password Auth refuses', async () => {
    vi.mocked(applyResetCode).mockResolvedValue({ ok: false, failure: 'weak-password' });
    const error = await refusal(resetPasswordWithToken('code-1', 'new-pass-1', '203.0.113.9'));
    expect(error).toMatchObject({ status: 400, code: 'auth/weak-password' });
  });
});
