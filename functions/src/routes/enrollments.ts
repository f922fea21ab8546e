import type { ApiErrorBody, ApiItemResponse } from '../contracts/api-envelope';
import {
  enrollmentMessages,
  enrollmentPayloadSchema,
  type EnrollmentDetail,
  type EnrollmentListResponse,
} from '../contracts/enrollment';
import { toFieldErrors } from '../contracts/field-errors';
import { isEnrollmentId } from '../enrollments/enrollment-id';
import { parseRestSubmission } from '../enrollments/enrollment-input';
import { listEnrollmentsOf, readEnrollment } from '../enrollments/enrollment-repository';
import { toEnrollmentDetail, toEnrollmentSummary } from '../enrollments/stored-enrollment';
import { submitEnrollment } from '../enrollments/submit-enrollment';
import { badRequest, invalidInput, notFound } from '../http/http-error';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// Enrollment endpoints of the REST contract. A member only ever sees their own: anyone else's
// enrollment is "not found", exactly like one that does not exist, so ids reveal nothing.
export const enrollmentRoutes: RouteDefinition[] = [
  // Parses its own body: the REST door and the callable report body and key problems together.
  route('createEnrollment', async ({ caller, rawBody, headers }) => {
    const parsed = parseRestSubmission(rawBody, headers['idempotency-key']);
    if (!parsed.ok) throw invalidInput(parsed.errors);
    return { status: 201, body: await submitEnrollment(caller.uid, parsed.submission) };
  }),
  route('myEnrollments', async ({ caller }) => {
    const records = await listEnrollmentsOf(caller.uid);
    const body: EnrollmentListResponse = {
      success: true,
      count: records.length,
      data: records.map(({ id, data }) => toEnrollmentSummary(id, data)),
      message: records.length === 0 ? enrollmentMessages.noEnrollments : '',
    };
    return { body };
  }),
  route('getEnrollment', async ({ caller, params }) => {
    const id = params.id ?? '';
    const stored = isEnrollmentId(id) ? await readEnrollment(id) : undefined;
    if (!stored || stored.uid !== caller.uid) {
      throw notFound('enrollment/not-found', enrollmentMessages.enrollmentNotFound);
    }
    const body: ApiItemResponse<EnrollmentDetail> = {
      success: true,
      data: toEnrollmentDetail(id, stored),
    };
    return { body };
  }),
  // The REST contract's diagnostic: checks a payload exactly as POST /api/enrollments would,
  // stores nothing, needs no sign-in (so it touches no member data and no database). It always
  // answers success: false, so a client falling back to it can never show a stored enrollment.
  // Parses its own body, to answer every outcome with its own code.
  route('testEnrollment', async ({ rawBody }) => {
    const result = enrollmentPayloadSchema.safeParse(rawBody);
    if (!result.success) {
      throw badRequest(
        'enrollment/test-only',
        enrollmentMessages.testOnly,
        toFieldErrors(result.error),
      );
    }
    const answer: ApiErrorBody = {
      success: false,
      code: 'enrollment/test-only',
      message: enrollmentMessages.testOnly,
    };
    return { body: answer };
  }),
];
