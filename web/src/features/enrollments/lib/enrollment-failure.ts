import { z } from 'zod';
import { apiErrorBodySchema, type FieldErrors } from '@contracts/api-envelope';
import { authMessages } from '@contracts/auth-messages';
import { enrollmentMessages as m } from '@contracts/enrollment';
import { type ApiError, apiErrorMessage, isApiError } from '@/lib/api-errors';
import { APP_CHECK_FAILED_CODE } from '@/lib/app-check/app-check';

/** What the form shows after a failed submission. */
export type EnrollmentFailure =
  | { kind: 'cancelled' }
  /** 401: the message, then the app's 401 rule (sign out, /login) after 3 s. */
  | { kind: 'session-expired'; message: string }
  | { kind: 'error'; message: string; fieldErrors: FieldErrors };

const failure = (message: string, fieldErrors: FieldErrors = {}): EnrollmentFailure => ({
  kind: 'error',
  message,
  fieldErrors,
});

/** A 2xx answer that says it did not work: `{ success: false, code?, message? }`. */
const unsuccessfulAnswerSchema = z.object({
  success: z.literal(false),
  code: z.string().optional(),
  message: z.string().optional(),
});

/** The server's own message, if the error body is in our shape (not a proxy's error page). */
function serverMessage(error: ApiError): string | null {
  return apiErrorBodySchema.safeParse(error.body).success ? error.message : null;
}

function httpFailure(error: ApiError): EnrollmentFailure {
  switch (error.status) {
    case 401:
      // App Check's refusal is about the page, not the session: say so, and stay signed in.
      if (error.code === APP_CHECK_FAILED_CODE) return failure(error.message);
      return { kind: 'session-expired', message: m.sessionExpired };
    case 404:
      return failure(m.serviceUnavailable);
    case 429:
      return failure(m.tooMany);
    case 400:
      return failure(serverMessage(error) ?? m.failed, error.errors ?? {});
    default:
      return failure(serverMessage(error) ?? m.failed);
  }
}

export function describeEnrollmentFailure(error: unknown): EnrollmentFailure {
  // "Setup error": the error's own message, or the generic one.
  if (!isApiError(error)) {
    return failure(error instanceof Error && error.message ? error.message : m.failed);
  }
  switch (error.kind) {
    case 'aborted':
      return { kind: 'cancelled' };
    case 'network':
    case 'timeout':
      return failure(authMessages.noResponse);
    case 'invalid-response': {
      const answer = unsuccessfulAnswerSchema.safeParse(error.body);
      if (!answer.success) return failure(m.failed);
      const { code, message } = answer.data;
      return failure(message ? apiErrorMessage(code, message) : m.failedShort);
    }
    case 'http':
      return httpFailure(error);
  }
}
