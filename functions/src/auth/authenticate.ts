import type { DecodedIdToken } from 'firebase-admin/auth';
import { authMessages } from '../contracts/auth-messages';
import { unauthorized } from '../http/http-error';
import type { Authenticator } from '../http/types';
import { AuthServiceUnavailableError, getAdminAuth } from './admin-auth';
import { readBearerToken } from './bearer-token';
import { requireAdmin, toCaller } from './caller';
import { classifyTokenError } from './token-errors';

export type VerifyIdToken = (token: string) => Promise<DecodedIdToken>;

/** Turns a verifyIdToken failure into the answer the client gets. */
export function tokenFailure(error: unknown): Error {
  switch (classifyTokenError(error)) {
    case 'expired':
      return unauthorized('auth/session-expired', authMessages.tokenExpired);
    case 'unavailable':
      return new AuthServiceUnavailableError('Could not verify an ID token', { cause: error });
    case 'invalid':
      return unauthorized('auth/session-invalid', authMessages.tokenInvalid);
  }
}

/** The route guard: a verified caller, or a 401/403/503 HttpError-shaped failure. */
export function createAuthenticator(verify: VerifyIdToken): Authenticator {
  return async (headers, access) => {
    const bearer = readBearerToken(headers.authorization);
    if (bearer.kind === 'missing')
      throw unauthorized('auth/not-signed-in', authMessages.tokenMissing);
    if (bearer.kind === 'malformed')
      throw unauthorized('auth/session-invalid', authMessages.tokenInvalid);
    let decoded: DecodedIdToken;
    try {
      decoded = await verify(bearer.token);
    } catch (error) {
      throw tokenFailure(error);
    }
    const caller = toCaller(decoded);
    if (access === 'admin') requireAdmin(caller);
    return caller;
  };
}

/** checkRevoked: a signed-out (revoked) session must stop working at once, not within the hour. */
export const authenticate = createAuthenticator((token) =>
  getAdminAuth().verifyIdToken(token, true),
);
