import * as logger from 'firebase-functions/logger';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { isAuthServiceUnavailable } from '../auth/admin-auth';
import type { FieldErrors } from '../contracts/api-envelope';
import type { ApiErrorCode } from '../contracts/api-error-codes';
import { authMessages } from '../contracts/auth-messages';
import { apiMessages } from '../contracts/messages';
import { isDatabaseUnavailable } from '../db/database-errors';
import {
  databaseUnavailable,
  HttpError,
  invalidInput,
  serviceUnavailable,
  unauthorized,
} from '../http/http-error';
import { platformErrorAnswer } from '../http/platform-errors';

// Callables share their services with the /api routes, and those services speak HttpError. This maps
// them (and infrastructure failures) onto callable error codes, so both doors give the same answer.

const CODE_BY_STATUS: Record<number, FunctionsErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'already-exists',
  422: 'failed-precondition',
  429: 'resource-exhausted',
  503: 'unavailable',
};

function fromHttpError(error: HttpError): HttpsError {
  return new HttpsError(CODE_BY_STATUS[error.status] ?? 'internal', error.message, error.toBody());
}

/**
 * The REST answer, in callable terms; details carry the same body as the REST error (with its
 * `code`), so a client reads both doors alike.
 */
export function toHttpsError(error: unknown, functionName: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof HttpError) return fromHttpError(error);
  if (isDatabaseUnavailable(error)) {
    logger.warn('Firestore unavailable', { functionName, error });
    return fromHttpError(databaseUnavailable());
  }
  if (isAuthServiceUnavailable(error)) {
    logger.error('Firebase Auth unavailable', { functionName, error });
    return fromHttpError(
      serviceUnavailable('service/auth-unavailable', authMessages.authUnavailable),
    );
  }
  const platform = platformErrorAnswer(error);
  if (platform) {
    logger.error(`Platform error in ${functionName}`, { status: platform.status, error });
    return fromHttpError(platform);
  }
  logger.error(`Unhandled ${functionName} error`, { error });
  return fromHttpError(new HttpError(500, 'server/internal', apiMessages.internalError));
}

/** Bad input to a callable: invalid-argument with the REST error body (field errors) in details. */
export function invalidArgument(errors: FieldErrors): HttpsError {
  return fromHttpError(invalidInput(errors));
}

/** A callable called without a signed-in user, answered with `message` and the REST body. */
export function unauthenticated(code: ApiErrorCode, message: string): HttpsError {
  return fromHttpError(unauthorized(code, message));
}
