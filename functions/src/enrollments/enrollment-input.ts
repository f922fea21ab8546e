import type { z } from 'zod';
import type { FieldErrors } from '../contracts/api-envelope';
import {
  enrollmentPayloadSchema,
  idempotencyKeySchema,
  type EnrollmentPayload,
} from '../contracts/enrollment';
import { toFieldErrors } from '../contracts/field-errors';
import type { HeaderValue } from '../http/types';

// The two doors into enrollment creation take the idempotency key differently (an optional HTTP
// header, or a required field of the callable's data); both end here, with every problem reported
// at once.

/** The header POST /api/enrollments takes; also the field name its errors are reported under. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface EnrollmentSubmission {
  payload: EnrollmentPayload;
  /** Absent when a REST client sent none: the service derives one (derived-idempotency-key.ts). */
  idempotencyKey?: string;
}

export type ParsedSubmission =
  { ok: true; submission: EnrollmentSubmission } | { ok: false; errors: FieldErrors };

function combine(
  keySchema: z.ZodType<string | undefined>,
  keyInput: unknown,
  keyField: string,
  payloadInput: unknown,
  rootField: string,
): ParsedSubmission {
  const key = keySchema.safeParse(keyInput);
  const payload = enrollmentPayloadSchema.safeParse(payloadInput);
  if (key.success && payload.success) {
    const submission: EnrollmentSubmission = { payload: payload.data };
    if (key.data !== undefined) submission.idempotencyKey = key.data;
    return { ok: true, submission };
  }
  return {
    ok: false,
    errors: {
      ...(payload.success ? {} : toFieldErrors(payload.error, rootField)),
      ...(key.success ? {} : { [keyField]: key.error.issues[0]?.message ?? '' }),
    },
  };
}

/** REST: the JSON body is the payload; the key is the Idempotency-Key header, if any (one). */
export function parseRestSubmission(body: unknown, header: HeaderValue): ParsedSubmission {
  // A repeated header arrives as a list (refused: not a string) or comma-joined (refused: a comma).
  return combine(idempotencyKeySchema.optional(), header, IDEMPOTENCY_HEADER, body, 'body');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Callable: `{ idempotencyKey, ...payload }`; the key is taken out before the strict payload parse.
 * Required here: only our own form calls this door, and it always makes a key.
 */
export function parseCallableSubmission(data: unknown): ParsedSubmission {
  if (!isPlainObject(data)) {
    return combine(idempotencyKeySchema, undefined, 'idempotencyKey', data, 'data');
  }
  const { idempotencyKey, ...payload } = data;
  return combine(idempotencyKeySchema, idempotencyKey, 'idempotencyKey', payload, 'data');
}
