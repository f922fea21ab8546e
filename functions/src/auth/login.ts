import type { LoginInput } from '../contracts/auth';
import type { AuthSessionResponse } from '../contracts/user';
import { ensureProfile } from '../users/profile-repository';
import { signInWithPassword } from './identity-toolkit';
import { beginLoginAttempt } from './login-throttle';
import { sessionAnswer } from './session-answer';
import { claimsOfFreshToken } from './fresh-token-claims';
import { signInRefusal } from './sign-in-errors';

/**
 * POST /api/auth/login: checks the password with Firebase Auth and answers a session. `address` is
 * the client's (limits/client-address.ts): failed attempts are throttled per address and email.
 */
export async function login(
  { email, password }: LoginInput,
  address: string,
): Promise<AuthSessionResponse> {
  const attempt = await beginLoginAttempt(address, email);
  let result;
  try {
    result = await signInWithPassword(email, password);
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!result.ok) throw signInRefusal(result.failure);
  await attempt.succeeded();
  const { idToken, refreshToken, localId } = result.value;
  return sessionAnswer(
    idToken,
    await ensureProfile(localId, claimsOfFreshToken(idToken)),
    refreshToken,
  );
}
