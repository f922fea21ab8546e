import type { FieldErrors } from '@contracts/api-envelope';
import type { ApiErrorCode } from '@contracts/api-error-codes';
import { apiMessages } from '@contracts/messages';
import { apiErrorText } from './api-error-text';

/**
 * Why a call failed:
 * - http: the server answered with an error status (its message and field errors are kept);
 * - network / timeout: no answer at all (after the client's retries);
 * - aborted: the caller cancelled the call;
 * - invalid-response: the server answered 2xx with a body that is not what the call expects.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly errors: FieldErrors | undefined;
  /** The server's stable error code, as sent (possibly one this build does not know). */
  readonly code: string | undefined;
  /** The parsed response body, if any (event calls pass the server's body on). */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; errors?: FieldErrors; code?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.errors = details.errors;
    this.code = details.code;
    this.body = details.body;
  }

  /** True when the server never answered (the "no reply" cases). */
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

type ApiErrorTexts = Partial<Record<ApiErrorCode, string>>;

/** The page's text for `code`, if it has one; own keys only, so "toString" is no code. */
function textFor(code: string | undefined, texts: ApiErrorTexts): string | undefined {
  return code !== undefined && Object.hasOwn(texts, code) ? texts[code as ApiErrorCode] : undefined;
}

/**
 * What the page shows for a server error: its own text for the code in the page's language, else
 * the server's English message (no code, a code this build does not know, or an English page).
 */
export function apiErrorMessage(
  code: string | undefined,
  serverMessage: string,
  texts: ApiErrorTexts = apiErrorText,
): string {
  return textFor(code, texts) ?? serverMessage;
}

/** Codes whose field errors are the schema's own messages, one per field, in English. */
const SCHEMA_FIELD_CODES: ReadonlySet<string> = new Set<ApiErrorCode>([
  'validation/invalid',
  'enrollment/test-only',
]);

/**
 * The field errors to show beside the inputs. Under any other code they restate the refusal on
 * its field (e.g. auth/email-taken on `email`), so they take the code's text too; schema messages
 * stay as sent (the form's own checks, in the page's language, normally catch those first).
 */
export function apiFieldErrors(
  code: string | undefined,
  errors: FieldErrors | undefined,
  texts: ApiErrorTexts = apiErrorText,
): FieldErrors | undefined {
  const text =
    code === undefined || SCHEMA_FIELD_CODES.has(code) ? undefined : textFor(code, texts);
  if (!errors || text === undefined) return errors;
  return Object.fromEntries(Object.keys(errors).map((field) => [field, text]));
}
