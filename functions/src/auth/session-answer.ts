import type { AuthSessionResponse, User } from '../contracts/user';

/** The answer of register, login and Google sign-in (token and user). */
export function sessionAnswer(
  token: string,
  user: User,
  refreshToken?: string,
): AuthSessionResponse {
  return refreshToken === undefined
    ? { success: true, token, user }
    : { success: true, token, refreshToken, user };
}
