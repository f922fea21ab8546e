import { z } from 'zod';
import { apiItemResponseSchema } from '@contracts/api-envelope';
import type { RegisterPayload } from '@contracts/auth';
import { authSessionResponseSchema, type User, userSchema } from '@contracts/user';
import { get, post } from '@/lib/api-client';

// The account calls of the REST API. Answers are parsed with the contracts' schemas, so a server
// that drifts from the contract fails loudly here rather than deep inside a screen.

const meResponseSchema = apiItemResponseSchema(userSchema);

export async function fetchMyProfile(): Promise<User> {
  const answer = await get('/auth/me', { schema: meResponseSchema });
  return answer.data;
}

/** Creates the account on the server; the caller then signs in with Firebase. */
export async function registerAccount(payload: RegisterPayload): Promise<User> {
  const answer = await post('/auth/register', payload, { schema: authSessionResponseSchema });
  return answer.user;
}

/** The Google sign-in payload. Only idToken is trusted by the server. */
export interface GoogleSignInPayload {
  idToken: string;
  name: string;
  email: string;
  role: 'user';
  googleId: string;
  photoURL: string;
}

const googleResponseSchema = authSessionResponseSchema.extend({ token: z.string().optional() });

/** Creates or updates the profile of a member who signed in with Google. */
export async function exchangeGoogleSignIn(payload: GoogleSignInPayload): Promise<User> {
  const answer = await post('/auth/google', payload, { schema: googleResponseSchema });
  return answer.user;
}

export async function logOutOnServer(): Promise<void> {
  await post('/auth/logout');
}
