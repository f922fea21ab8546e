import type { FieldErrors } from '../contracts/api-envelope';
import {
  enrollmentPayloadSchema,
  idempotencyKeySchema,
  type EnrollmentPayload,
} from '../contracts/enrollment';
import { toFieldErrors } from '../contracts/field-errors';
import type { HeaderValue } from '../http/types';

// The two doors into enrollment creation take the idempotency key differently (an HTTP header, or a
// field of the callable's data); both end here, with every problem reported at once.

/** The header POST /api/enrollments requires; also the field name its errors are reported under. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface EnrollmentSubmission {
  payload: EnrollmentPayload;
  idempotencyKey: string;
}

export type ParsedSubmission =
  { ok: true; submission: EnrollmentSubmission } | { ok: false; errors: FieldErrors };

function combine(
  keyInput: unknown,
  keyField: string,
  payloadInput: unknown,
  rootField: string,
): ParsedSubmission {
  const key = idempotencyKeySchema.safeParse(keyInput);
  const payload = enrollmentPayloadSchema.safeParse(payloadInput);
  if (key.success && payload.success) {
    return { ok: true, submission: { payload: payload.data, idempotencyKey: key.data } };
  }
  return {
    ok: false,
    errors: {
      ...(payload.success ? {} : toFieldErrors(payload.error, rootField)),
      ...(key.success ? {} : { [keyField]: key.error.issues[0]?.message ?? '' }),
    },
  };
}

/** REST: the JSON body is the payload; the key is the Idempotency-Key header (exactly one). */
export function parseRestSubmission(body: unknown, header: HeaderValue): ParsedSubmission {
  // A repeated header arrives as a list (or comma-joined); either way it is not one key.
  return combine(Array.isArray(header) ? undefined : header, IDEMPOTENCY_HEADER, body, 'body');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Callable: `{ idempotencyKey, ...payload }`; the key is taken out before the strict payload parse. */
export function parseCallableSubmission(data: unknown): ParsedSubmission {
  if (!isPlainObject(data)) return combine(undefined, 'idempotencyKey', data, 'data');
  const { idempotencyKey, ...payload } = data;
  return combine(idempotencyKey, 'idempotencyKey', payload, 'data');
}
