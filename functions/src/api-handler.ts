import * as logger from 'firebase-functions/logger';
import { isAuthServiceUnavailable } from './auth/admin-auth';
import { authMessages } from './contracts/auth-messages';
import { isDatabaseUnavailable } from './db/database-errors';
import { createApiHandler } from './http/handle-request';
import { databaseUnavailable, serviceUnavailable, type HttpError } from './http/http-error';
import { platformErrorAnswer } from './http/platform-errors';
import { buildApiRouter } from './routes';

function translateInfrastructureError(error: unknown, requestId: string): HttpError | undefined {
  if (isDatabaseUnavailable(error)) {
    logger.warn('Firestore unavailable', { requestId, error });
    return databaseUnavailable();
  }
  if (isAuthServiceUnavailable(error)) {
    // Also covers missing configuration (WEB_API_KEY, SITE_ORIGIN): an error, not a warning.
    logger.error('Firebase Auth unavailable', { requestId, error });
    return serviceUnavailable('service/auth-unavailable', authMessages.authUnavailable);
  }
  const platform = platformErrorAnswer(error);
  // Nobody expected it, so it is logged in full: the id is what the member can quote.
  if (platform) logger.error('Platform error', { requestId, status: platform.status, error });
  return platform;
}

/** The /api request handler with its real routes and error translation wired in. */
export const handleApiRequest = createApiHandler(buildApiRouter(), {
  translateError: translateInfrastructureError,
  logUnexpected: (message, context) => logger.error(message, context),
});
