import * as logger from 'firebase-functions/logger';
import { isAuthServiceUnavailable } from './auth/admin-auth';
import { authMessages } from './contracts/auth-messages';
import { isDatabaseUnavailable } from './db/database-errors';
import { createApiHandler } from './http/handle-request';
import { serviceUnavailable, type HttpError } from './http/http-error';
import { buildApiRouter } from './routes';

function translateInfrastructureError(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error)) {
    logger.warn('Firestore unavailable', { error });
    return serviceUnavailable();
  }
  if (isAuthServiceUnavailable(error)) {
    // Also covers missing configuration (WEB_API_KEY, SITE_ORIGIN): an error, not a warning.
    logger.error('Firebase Auth unavailable', { error });
    return serviceUnavailable(authMessages.authUnavailable);
  }
  return undefined;
}

/** The /api request handler with its real routes and error translation wired in. */
export const handleApiRequest = createApiHandler(buildApiRouter(), {
  translateError: translateInfrastructureError,
  logUnexpected: (message, context) => logger.error(message, context),
});
