import type { LoginInput } from '../contracts/auth';
import type { AuthSessionResponse } from '../contracts/user';
import { ensureProfile } from '../users/profile-repository';
import { signInWithPassword } from './identity-toolkit';
import { sessionAnswer } from './session-answer';
import { claimsOfFreshToken } from './fresh-token-claims';
import { signInRefusal } from './sign-in-errors';

/** POST /api/auth/login: checks the password with Firebase Auth and answers a session. */
export async function login({ email, password }: LoginInput): Promise<AuthSessionResponse> {
  const result = await signInWithPassword(email, password);
  if (!result.ok) throw signInRefusal(result.failure);
  const { idToken, refreshToken, localId } = result.value;
  return sessionAnswer(
    idToken,
    await ensureProfile(localId, claimsOfFreshToken(idToken)),
    refreshToken,
  );
}
