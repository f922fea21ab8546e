// User-facing texts that the server sends and the web app shows (or falls back to), kept in one place
// so both sides say the same thing. The association's own strings are reproduced exactly.
export const apiMessages = {
  eventNotFound: 'Event not found',
  networkError: 'Network error',
  routeNotFound: 'The requested API endpoint does not exist.',
  methodNotAllowed: 'This method is not allowed on this endpoint.',
  invalidInput: 'Some of the information sent is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  payloadTooLarge: 'The request body is too large.',
  databaseUnavailable: 'Database is unreachable. Please try again later.',
  internalError: 'Something went wrong on our side. Please try again later.',
  /** 503 for a platform failure we have no better word for (quota, internal error, …). */
  serviceUnavailable: 'Service temporarily unavailable, please try again',
  itemNotFound: 'The requested item does not exist.',
  conflict: 'This conflicts with a change made meanwhile. Please reload and try again.',
  /** 422: an Idempotency-Key sent again with another payload (nothing is stored). */
  idempotencyKeyReused: 'Idempotency-Key reused with a different request',
  /** 409 when a resend arrives while the first request with its key is still being handled. */
  idempotencyInProgress:
    'The same request is still being handled. Please wait a moment and look before sending it again.',
  /** 401 on a write without a valid App Check token (only when APP_CHECK_ENFORCE is on). */
  appCheckFailed: 'App verification failed, please reload the page',
} as const;

export type ApiMessage = (typeof apiMessages)[keyof typeof apiMessages];
