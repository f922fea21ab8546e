import type { ApiErrorCode } from '../contracts/api-error-codes';
import { apiMessages } from '../contracts/messages';
import type { ApiErrorBody, FieldErrors } from '../contracts/api-envelope';

export interface ErrorDetails {
  errors?: FieldErrors;
  /** Extra top-level fields of the error body (health keeps its database state there). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A failure the client caused or should know about; becomes `{ success: false, code, message,
 * errors? }`. The code is a constructor argument without a default, so no error can leave without one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    const { errors, extra } = this.details;
    return {
      ...extra,
      success: false,
      code: this.code,
      message: this.message,
      ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    };
  }
}

/** 400 with the generic message; `errors` (and a more precise code, if any) say what was wrong. */
export const invalidInput = (errors?: FieldErrors, code: ApiErrorCode = 'validation/invalid') =>
  new HttpError(400, code, apiMessages.invalidInput, { errors });

/** 400 with a message of its own. */
export const badRequest = (code: ApiErrorCode, message: string, errors?: FieldErrors) =>
  new HttpError(400, code, message, { errors });

/** 401 with the RFC 6750 challenge, so generic HTTP clients know a bearer token is wanted. */
export const unauthorized = (code: ApiErrorCode, message: string) =>
  new HttpError(401, code, message, { headers: { 'WWW-Authenticate': 'Bearer' } });

export const notFound = (code: ApiErrorCode, message: string) => new HttpError(404, code, message);

export const routeNotFound = () => notFound('request/route-not-found', apiMessages.routeNotFound);

export const methodNotAllowed = (allowed: readonly string[]) =>
  new HttpError(405, 'request/method-not-allowed', apiMessages.methodNotAllowed, {
    headers: { Allow: allowed.join(', ') },
  });

export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(
    413,
    'request/payload-too-large',
    `${apiMessages.payloadTooLarge} The limit is ${limitBytes / 1024} KB.`,
  );

export const unsupportedMediaType = () =>
  new HttpError(415, 'request/unsupported-media-type', apiMessages.unsupportedMediaType);

/** 503 with Retry-After: it is the platform, and it usually passes. */
export const serviceUnavailable = (code: ApiErrorCode, message: string) =>
  new HttpError(503, code, message, { headers: { 'Retry-After': '10' } });

/** A database outage: 503, so clients know to try again later. */
export const databaseUnavailable = () =>
  serviceUnavailable('service/database-unavailable', apiMessages.databaseUnavailable);

/** 429 with Retry-After (whole seconds, at least 1), so clients know when to try again. */
export const tooManyRequests = (code: ApiErrorCode, message: string, retryAfterSeconds: number) =>
  new HttpError(429, code, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
