import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../contracts/auth-messages';
import { MemorySlotStore } from '../testing/memory-slot-store';
import { getAdminAuth } from './admin-auth';
import { changePassword } from './change-password';
import { signInWithPassword } from './identity-toolkit';

// The cap on current-password checks: a stolen session must not become a password oracle.

const store = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../limits/slot-store', () => ({
  get firestoreSlotStore() {
    return store.current;
  },
}));
vi.mock('./admin-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin-auth')>()),
  getAdminAuth: vi.fn(),
}));
vi.mock('./identity-toolkit', () => ({ signInWithPassword: vi.fn() }));
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn() }));

const caller = { uid: 'u1', email: 'asha@example.com', admin: false, claims: {} } as never;
const input = { currentPassword: 'Guess-1', newPassword: 'Lotus-Kick-99' };
const updateUser = vi.fn(async () => ({}));

function answer(ok: boolean) {
  vi.mocked(signInWithPassword).mockResolvedValue(
    ok
      ? { ok: true, value: { idToken: 't', refreshToken: 'r', localId: 'u1' } }
      : { ok: false, failure: 'invalid-credentials' },
  );
}

beforeEach(() => {
  store.current = new MemorySlotStore();
  vi.mocked(getAdminAuth).mockReturnValue({
    getUser: async () => ({
      email: 'asha@example.com',
      providerData: [{ providerId: 'password' }],
    }),
    updateUser,
  } as never);
});

describe('changePassword', () => {
  it('refuses the sixth wrong current password without checking it', async () => {
    answer(false);
    for (let i = 0; i < 5; i++) {
      await expect(changePassword(caller, input)).rejects.toMatchObject({
        code: 'auth/wrong-current-password',
      });
    }
    vi.mocked(signInWithPassword).mockClear();
    await expect(changePassword(caller, input)).rejects.toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-password-checks',
      message: authMessages.tooManyPasswordChecks,
    });
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('forgets the wrong guesses once the right password is given', async () => {
    answer(false);
    for (let i = 0; i < 4; i++) await changePassword(caller, input).catch(() => undefined);
    answer(true);
    await changePassword(caller, input);
    expect((store.current as MemorySlotStore).slots.size).toBe(0);
    expect(updateUser).toHaveBeenCalledWith('u1', { password: 'Lotus-Kick-99' });
  });
});
