import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { isAuthServiceUnavailable } from './auth/admin-auth';
import { requestPasswordReset as requestReset } from './auth/password-reset/request-reset';
import { forgotPasswordSchema } from './contracts/auth';
import { authMessages } from './contracts/auth-messages';
import { toFieldErrors } from './contracts/field-errors';
import { apiMessages } from './contracts/messages';
import { isDatabaseUnavailable } from './db/database-errors';
import { HttpError } from './http/http-error';

const CODE_BY_STATUS: Record<number, FunctionsErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'already-exists',
  429: 'resource-exhausted',
  503: 'unavailable',
};

/** The REST answers, in callable terms; details carry the same body as the REST error. */
function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof HttpError) {
    return new HttpsError(
      CODE_BY_STATUS[error.status] ?? 'internal',
      error.message,
      error.toBody(),
    );
  }
  if (isDatabaseUnavailable(error))
    return new HttpsError('unavailable', apiMessages.databaseUnavailable);
  if (isAuthServiceUnavailable(error)) {
    logger.error('Firebase Auth unavailable', { error });
    return new HttpsError('unavailable', authMessages.authUnavailable);
  }
  logger.error('Unhandled requestPasswordReset error', { error });
  return new HttpsError('internal', apiMessages.internalError);
}

/**
 * The forgot-password screen's callable (design §1): `{ email }` → `{ message }`, the same service
 * and answer as POST /api/auth/forgot-password.
 */
export const requestPasswordReset = onCall(
  { region: 'asia-south1', memory: '256MiB', timeoutSeconds: 30, maxInstances: 10 },
  async (request): Promise<{ message: string }> => {
    const parsed = forgotPasswordSchema.safeParse(request.data);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error, 'data');
      throw new HttpsError('invalid-argument', apiMessages.invalidInput, {
        success: false,
        message: apiMessages.invalidInput,
        errors,
      });
    }
    try {
      return await requestReset(parsed.data.email);
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
