import { apiMessages } from '../contracts/messages';
import type { ApiErrorBody, FieldErrors } from '../contracts/api-envelope';
import type { ErrorDetails } from './types';

/** A failure the client caused or should know about; becomes `{ success: false, message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
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
      message: this.message,
      ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    };
  }
}

export const badRequest = (message: string = apiMessages.invalidInput, errors?: FieldErrors) =>
  new HttpError(400, message, { errors });

/** 401 with the RFC 6750 challenge, so generic HTTP clients know a bearer token is wanted. */
export const unauthorized = (message: string) =>
  new HttpError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } });

export const notFound = (message: string = apiMessages.routeNotFound) =>
  new HttpError(404, message);

export const methodNotAllowed = (allowed: readonly string[]) =>
  new HttpError(405, apiMessages.methodNotAllowed, { headers: { Allow: allowed.join(', ') } });

export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `${apiMessages.payloadTooLarge} The limit is ${limitBytes / 1024} KB.`);

export const unsupportedMediaType = () => new HttpError(415, apiMessages.unsupportedMediaType);

export const serviceUnavailable = (message: string = apiMessages.databaseUnavailable) =>
  new HttpError(503, message, { headers: { 'Retry-After': '10' } });

/** 429 with Retry-After (whole seconds, at least 1), so clients know when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
