import { describe, expect, it } from 'vitest';
import { authMessages } from '@contracts/auth-messages';
import { ApiError } from '@/lib/api-errors';
import {
  AuthUnavailableError,
  googleFailure,
  NoGoogleUserError,
  signInErrorMessage,
} from '@/features/auth/lib/auth-errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('signInErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', authMessages.invalidCredentials],
    ['auth/invalid-login-credentials', authMessages.invalidCredentials],
    ['auth/wrong-password', authMessages.invalidCredentials],
    ['auth/user-not-found', authMessages.invalidCredentials],
    ['auth/too-many-requests', authMessages.tooManyAttempts],
    ['auth/network-request-failed', 'Network error'],
    ['auth/internal-error', authMessages.loginFailed],
  ])('%s → %s', (code, message) => {
    expect(signInErrorMessage(firebaseError(code))).toBe(message);
  });

  it('falls back to the fixed login failure for anything else', () => {
    expect(signInErrorMessage(new Error('x'))).toBe(
      'Failed to login. Please check your credentials.',
    );
    expect(signInErrorMessage('weird')).toBe(authMessages.loginFailed);
  });
});

describe('googleFailure', () => {
  const message = (error: unknown) => {
    const failure = googleFailure(error);
    return failure.kind === 'message' ? failure.message : failure.kind;
  };

  it.each([
    ['auth/popup-closed-by-user', 'Sign-in window was closed. Please try again.'],
    ['auth/cancelled-popup-request', 'Sign-in window was closed. Please try again.'],
    ['auth/user-cancelled', 'Sign-in window was closed. Please try again.'],
    [
      'auth/unauthorized-domain',
      'This domain is not authorized for authentication. Please contact support.',
    ],
    [
      'auth/configuration-not-found',
      'Authentication service is not properly configured. Please contact support.',
    ],
    [
      'auth/operation-not-allowed',
      'Authentication service is not properly configured. Please contact support.',
    ],
  ])('%s → %s', (code, text) => {
    expect(message(firebaseError(code))).toBe(text);
  });

  it('switches to the redirect flow when the popup is blocked', () => {
    expect(googleFailure(firebaseError('auth/popup-blocked'))).toEqual({ kind: 'popup-blocked' });
  });

  it('explains an SDK that could not start and a missing Google user', () => {
    expect(message(new AuthUnavailableError())).toBe(
      'Google authentication is not available. Please try again later.',
    );
    expect(message(new NoGoogleUserError())).toBe(
      'Failed to get user data from Google. Please try again.',
    );
  });

  it('passes other messages on after "Sign-in failed"', () => {
    expect(message(firebaseError('auth/internal-error', 'Firebase: boom'))).toBe(
      'Sign-in failed: Firebase: boom',
    );
    expect(message(new ApiError('http', 'Google sign-in could not be verified.'))).toBe(
      'Sign-in failed: Google sign-in could not be verified.',
    );
  });
});
