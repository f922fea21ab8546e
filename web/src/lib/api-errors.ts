import type { FieldErrors } from '@contracts/api-envelope';
import { apiMessages } from '@contracts/messages';

/**
 * Why a call failed:
 * - http: the server answered with an error status (its message and field errors are kept);
 * - network / timeout: no answer at all (after the retries of spec §7);
 * - aborted: the caller cancelled the call;
 * - invalid-response: the server answered 2xx with a body that is not what the call expects.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly errors: FieldErrors | undefined;
  /** The parsed response body, if any (spec §8: event calls pass the server's body on). */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; errors?: FieldErrors; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.errors = details.errors;
    this.body = details.body;
  }

  /** True when the server never answered (the spec's "no reply" cases). */
  get isNoResponse(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  static noResponse(kind: 'network' | 'timeout'): ApiError {
    return new ApiError(kind, apiMessages.networkError);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
