import type { CreateRequest, UserRecord } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import type { RegisterDetails } from '../contracts/auth';
import { authMessages } from '../contracts/auth-messages';
import type { AuthSessionResponse } from '../contracts/user';
import { HttpError, invalidInput } from '../http/http-error';
import { createProfile, newProfile } from '../users/profile-repository';
import { toApiUser } from '../users/stored-user';
import { firebaseErrorCode, getAdminAuth } from './admin-auth';
import { signInWithPassword } from './identity-toolkit';
import { admitSignUp } from './sign-up-throttle';
import { sessionAnswer } from './session-answer';
import { signInRefusal } from './sign-in-errors';

const E164 = /^\+[1-9]\d{6,14}$/;
const PHONE_PROBLEMS = new Set(['auth/invalid-phone-number', 'auth/phone-number-already-exists']);

/**
 * The phone in the form Firebase Auth stores (E.164, e.g. +919822000001), or undefined when it is
 * not one. The profile keeps what the member typed either way.
 */
export function authPhoneNumber(phone: string | undefined): string | undefined {
  const compact = phone?.replace(/[\s-]/g, '');
  return compact && E164.test(compact) ? compact : undefined;
}

async function createAccount(input: RegisterDetails, withPhone = true): Promise<UserRecord> {
  const phoneNumber = withPhone ? authPhoneNumber(input.phone) : undefined;
  const request: CreateRequest = {
    email: input.email,
    password: input.password,
    displayName: input.name,
    ...(phoneNumber ? { phoneNumber } : {}),
  };
  try {
    return await getAdminAuth().createUser(request);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'auth/email-already-exists') {
      throw new HttpError(409, 'auth/email-taken', authMessages.emailInUse, {
        errors: { email: authMessages.emailInUse },
      });
    }
    // A phone Auth refuses (or another account already has) must not cost the member the sign-up.
    if (phoneNumber && code !== undefined && PHONE_PROBLEMS.has(code)) {
      return createAccount(input, false);
    }
    if (code === 'auth/invalid-email')
      throw invalidInput({ email: authMessages.emailInvalid }, 'auth/invalid-email');
    if (code === 'auth/invalid-password') {
      throw invalidInput({ password: authMessages.passwordRejected }, 'auth/weak-password');
    }
    throw error;
  }
}

/**
 * POST /api/auth/register: account, profile (role always 'user'), then a session. Each attempt that
 * reaches Firebase Auth takes one of the client address's sign-up slots first (5 an hour) and one
 * of everybody's (sign-up-throttle.ts), so a parallel burst creates exactly that many at most.
 */
export async function register(
  input: RegisterDetails,
  address: string,
  now = Date.now(),
): Promise<AuthSessionResponse> {
  await admitSignUp(address, now);
  const account = await createAccount(input);
  const email = account.email ?? input.email;
  let profile;
  try {
    profile = await createProfile(
      account.uid,
      newProfile({ name: input.name, email, phone: input.phone ?? '' }),
    );
  } catch (error) {
    // Without its profile the sign-up did not happen: remove the account so the member can simply
    // try again (instead of hearing "email already in use"). Best effort; a leftover account still
    // gets its profile at first sign-in (ensureProfile).
    await getAdminAuth()
      .deleteUser(account.uid)
      .catch((cleanupError: unknown) => logger.warn('Could not undo sign-up', { cleanupError }));
    throw error;
  }
  const session = await signInWithPassword(email, input.password);
  if (!session.ok) throw signInRefusal(session.failure);
  return sessionAnswer(
    session.value.idToken,
    toApiUser(account.uid, profile, { admin: false }), // a new account has no claims yet
    session.value.refreshToken,
  );
}
