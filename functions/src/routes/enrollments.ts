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
import type { RouteDefinition } from '../http/types';

// Enrollment endpoints of spec §7. A member only ever sees their own: anyone else's enrollment is
// "not found", exactly like one that does not exist, so ids reveal nothing.
export const enrollmentRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/enrollments',
    auth: 'required',
    handler: async ({ caller, body, headers }) => {
      const parsed = parseRestSubmission(body, headers['idempotency-key']);
      if (!parsed.ok) throw invalidInput(parsed.errors);
      return { status: 201, body: await submitEnrollment(caller.uid, parsed.submission) };
    },
  },
  {
    method: 'GET',
    path: '/api/enrollments',
    auth: 'required',
    handler: async ({ caller }) => {
      const records = await listEnrollmentsOf(caller.uid);
      const body: EnrollmentListResponse = {
        success: true,
        count: records.length,
        data: records.map(({ id, data }) => toEnrollmentSummary(id, data)),
        message: records.length === 0 ? enrollmentMessages.noEnrollments : '',
      };
      return { body };
    },
  },
  {
    method: 'GET',
    path: '/api/enrollments/:id',
    auth: 'required',
    handler: async ({ caller, params }) => {
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
    },
  },
  {
    // Spec §7's diagnostic: checks a payload exactly as POST /api/enrollments would, stores nothing,
    // needs no sign-in (so it touches no member data and no database). It always answers
    // success: false, so a client falling back to it can never show a stored enrollment.
    method: 'POST',
    path: '/api/enrollments/test',
    handler: async ({ body }) => {
      const result = enrollmentPayloadSchema.safeParse(body);
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
    },
  },
];
