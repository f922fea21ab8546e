import type { DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';
import type { googleSignInPayloadSchema } from '../contracts/auth';
import { authMessages } from '../contracts/auth-messages';
import type { AuthSessionResponse } from '../contracts/user';
import { HttpError } from '../http/http-error';
import { createProfile, newProfile, readProfile, updateProfile } from '../users/profile-repository';
import { toApiUser, type StoredUser } from '../users/stored-user';
import { AuthServiceUnavailableError, getAdminAuth } from './admin-auth';
import { toCaller } from './caller';
import { sessionAnswer } from './session-answer';
import { classifyTokenError } from './token-errors';

export type GoogleSignInPayload = z.infer<typeof googleSignInPayloadSchema>;

const rejected = () =>
  new HttpError(401, 'auth/google-token-rejected', authMessages.googleTokenRejected);

async function verifyGoogleToken(idToken: string): Promise<DecodedIdToken> {
  let token: DecodedIdToken;
  try {
    token = await getAdminAuth().verifyIdToken(idToken, true);
  } catch (error) {
    if (classifyTokenError(error) === 'unavailable') {
      throw new AuthServiceUnavailableError('Could not verify a Google ID token', { cause: error });
    }
    throw rejected();
  }
  // A password (or any other) session must not pass itself off as a Google sign-in.
  if (token.firebase.sign_in_provider !== 'google.com') throw rejected();
  return token;
}

const textClaim = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The body's photo only if it is a web address (it ends up in an <img src>). */
function photoFromBody(url: string | undefined): string {
  if (!url) return '';
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol) ? url : '';
  } catch {
    return '';
  }
}

/**
 * POST /api/auth/google. Only the verified token is trusted: uid, email and Google id come from it;
 * name and photo fall back to the body when the token lacks them. The answered role is the token's
 * admin claim; the stored profile never holds one.
 */
export async function googleSignIn(payload: GoogleSignInPayload): Promise<AuthSessionResponse> {
  const token = await verifyGoogleToken(payload.idToken);
  const googleId = textClaim(token.firebase.identities['google.com']?.[0]);
  const email = textClaim(token.email);
  const name = textClaim(token.name) || payload.name || 'User';
  const photoURL = textClaim(token.picture) || photoFromBody(payload.photoURL);

  const existing = await readProfile(token.uid);
  let stored: StoredUser;
  if (existing) {
    stored = await updateProfile(token.uid, existing, {
      email,
      googleId,
      // A name the member gave at sign-up wins over the Google account's.
      ...(existing.name ? {} : { name }),
      ...(photoURL ? { photoURL } : {}),
    });
  } else {
    stored = await createProfile(token.uid, newProfile({ name, email, photoURL, googleId }));
  }
  return sessionAnswer(payload.idToken, toApiUser(token.uid, stored, toCaller(token)));
}
