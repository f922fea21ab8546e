import { authMessages } from '../contracts/auth-messages';
import { HttpError } from '../http/http-error';
import { AuthServiceUnavailableError } from './admin-auth';
import type { ToolkitFailure } from './identity-toolkit-errors';

/**
 * The answer to a refused email+password sign-in. One message for a wrong email and a wrong password,
 * so the form does not tell strangers which addresses have accounts.
 */
export function signInRefusal(failure: ToolkitFailure): Error {
  switch (failure) {
    case 'invalid-credentials':
      return new HttpError(401, 'auth/invalid-credentials', authMessages.invalidCredentials);
    case 'too-many-attempts':
      return new HttpError(429, 'rate-limit/too-many-attempts', authMessages.tooManyAttempts, {
        headers: { 'Retry-After': '300' },
      });
    case 'user-disabled':
      return new HttpError(403, 'auth/account-disabled', authMessages.accountDisabled);
    case 'invalid-oob-code':
    case 'weak-password':
      // Not answers a sign-in can give; if one ever does, the service is misbehaving.
      return new AuthServiceUnavailableError(`Unexpected sign-in failure: ${failure}`);
  }
}
