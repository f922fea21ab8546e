import { athleteListResponseSchema, type Athlete } from '@contracts/athlete';
import {
  enrollmentCreatedResponseSchema,
  enrollmentListResponseSchema,
  type EnrollmentPayload,
  type EnrollmentSummary,
} from '@contracts/enrollment';
import { get, post } from '@/lib/api-client';

// The enrollment calls of the REST API, answers parsed with the contracts' schemas.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * POST /api/enrollments. The key rides on every retry of the api-client, so a retried request can
 * never create a second enrollment. A 401 is left to the form, which shows its own message first
 * and hands over to the app's 401 rule 3 s later.
 */
export async function createEnrollment(
  payload: EnrollmentPayload,
  idempotencyKey: string,
): Promise<EnrollmentSummary> {
  const answer = await post('/enrollments', payload, {
    schema: enrollmentCreatedResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    skipUnauthorizedHandler: true,
  });
  return answer.data;
}

/** GET /api/enrollments: the member's own, newest first. */
export async function fetchMyEnrollments(signal?: AbortSignal): Promise<EnrollmentSummary[]> {
  const answer = await get('/enrollments', { schema: enrollmentListResponseSchema, signal });
  return answer.data;
}

/** GET /api/athletes: the athletes the member guards or is, offered at the top of the form. */
export async function fetchEnrollableAthletes(signal?: AbortSignal): Promise<Athlete[]> {
  return (await get('/athletes', { schema: athleteListResponseSchema, signal })).data;
}
