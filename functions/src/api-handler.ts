import * as logger from 'firebase-functions/logger';
import { isDatabaseUnavailable } from './db/database-errors';
import { createApiHandler } from './http/handle-request';
import { serviceUnavailable, type HttpError } from './http/http-error';
import { buildApiRouter } from './routes';

function translateInfrastructureError(error: unknown): HttpError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  logger.warn('Firestore unavailable', { error });
  return serviceUnavailable();
}

/** The /api request handler with its real routes and error translation wired in. */
export const handleApiRequest = createApiHandler(buildApiRouter(), {
  translateError: translateInfrastructureError,
  logUnexpected: (message, context) => logger.error(message, context),
});
