import { authMessages } from '@contracts/auth-messages';
import { apiMessages } from '@contracts/messages';
import { googleMessages } from '@/features/auth/config/auth-copy';

/** The Firebase error code (`auth/...`), if the error has one. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** The SDK could not be loaded or started. */
export class AuthUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Firebase Auth is not available', { cause });
    this.name = 'AuthUnavailableError';
  }
}

/** Google returned without a user. */
export class NoGoogleUserError extends Error {
  constructor() {
    super('Google returned no user');
    this.name = 'NoGoogleUserError';
  }
}

const badCredentialCodes = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

/** Email sign-in failures, in words a member can act on. */
export function signInErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code && badCredentialCodes.has(code)) return authMessages.invalidCredentials;
  if (code === 'auth/too-many-requests') return authMessages.tooManyAttempts;
  if (code === 'auth/network-request-failed') return apiMessages.networkError;
  return authMessages.loginFailed;
}

export type GoogleFailure = { kind: 'message'; message: string } | { kind: 'popup-blocked' };

const closedPopupCodes = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/**
 * Google sign-in failures. A blocked popup is not an error for the member: the caller switches
 * to the redirect flow instead.
 */
export function googleFailure(error: unknown): GoogleFailure {
  const message = (text: string): GoogleFailure => ({ kind: 'message', message: text });
  if (error instanceof AuthUnavailableError) return message(googleMessages.notAvailable);
  if (error instanceof NoGoogleUserError) return message(googleMessages.noUser);
  const code = firebaseErrorCode(error);
  if (code === 'auth/popup-blocked') return { kind: 'popup-blocked' };
  if (code && closedPopupCodes.has(code)) return message(googleMessages.popupClosed);
  if (code === 'auth/unauthorized-domain') return message(googleMessages.unauthorizedDomain);
  if (code === 'auth/configuration-not-found' || code === 'auth/operation-not-allowed') {
    return message(googleMessages.notConfigured);
  }
  const detail =
    error instanceof Error && error.message ? error.message : googleMessages.unknownError;
  return message(googleMessages.failed(detail));
}
