import { firebaseErrorCode, isAuthServiceUnavailable } from './admin-auth';

/**
 * Why verifyIdToken refused a token:
 * - expired: it was valid once but the session is over (expired, revoked, account disabled or
 *   deleted); the member signs in again.
 * - invalid: it never was a token of this project (garbage, bad signature, wrong audience…).
 * - unavailable: Auth could not be asked (checkRevoked needs a lookup); a 503, not a sign-out.
 */
export type TokenProblem = 'expired' | 'invalid' | 'unavailable';

const SESSION_OVER_CODES = new Set([
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function classifyTokenError(error: unknown): TokenProblem {
  const code = firebaseErrorCode(error);
  if (code !== undefined && SESSION_OVER_CODES.has(code)) return 'expired';
  if (isAuthServiceUnavailable(error)) return 'unavailable';
  // Everything else, including plain TypeErrors from decoding a token with a nonsense payload.
  return 'invalid';
}
