import { authMessages } from '../contracts/auth-messages';
import { badRequest, invalidInput } from '../http/http-error';
import { clearAccountSlots, freeSlots, takeAccountSlot } from '../limits/account-throttle';
import { firebaseErrorCode, getAdminAuth } from './admin-auth';
import { readAuthAccount } from './auth-account';
import type { Caller } from './caller';
import { signInWithPassword } from './identity-toolkit';
import { signInRefusal } from './sign-in-errors';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * PUT /api/users/updatepassword. A wrong current password is a 400, not a 401: the web app treats
 * every 401 as "session over" and would sign the member out for a typo. Firebase revokes the
 * member's sessions when the password changes; the web app signs in again with the new one.
 */
export async function changePassword(caller: Caller, input: ChangePasswordInput): Promise<void> {
  const account = await readAuthAccount(caller.uid);
  const hasPassword = account.providerData.some((provider) => provider.providerId === 'password');
  if (!hasPassword || !account.email) {
    throw badRequest('auth/no-password', authMessages.noPasswordOnAccount, {
      currentPassword: authMessages.noPasswordOnAccount,
    });
  }
  // Each check takes one of the account's slots first, so a stolen session cannot guess the
  // password; a right one gives the window's slots back.
  const now = Date.now();
  const slot = await takeAccountSlot({
    throttle: 'wrongCurrentPasswordPerAccount',
    subject: caller.uid,
    now,
    code: 'rate-limit/too-many-password-checks',
    message: authMessages.tooManyPasswordChecks,
  });
  // The only way to check a password is to sign in with it; the session it opens is discarded.
  const check = await signInWithPassword(account.email, input.currentPassword).catch(
    async (error: unknown) => {
      await freeSlots(slot.store, [slot.outcome.id]);
      throw error;
    },
  );
  if (check.ok) await clearAccountSlots('wrongCurrentPasswordPerAccount', caller.uid, now);
  if (!check.ok) {
    if (check.failure === 'invalid-credentials') {
      throw badRequest('auth/wrong-current-password', authMessages.currentPasswordWrong, {
        currentPassword: authMessages.currentPasswordWrong,
      });
    }
    throw signInRefusal(check.failure);
  }
  if (input.newPassword === input.currentPassword) {
    throw invalidInput(
      { newPassword: authMessages.newPasswordSameAsCurrent },
      'auth/password-unchanged',
    );
  }
  try {
    await getAdminAuth().updateUser(caller.uid, { password: input.newPassword });
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/invalid-password') {
      throw invalidInput({ newPassword: authMessages.passwordRejected }, 'auth/weak-password');
    }
    throw error;
  }
}
