import {
  enrollmentDecisionSchema,
  type EnrollmentDecisionResponse,
} from '../contracts/admin-enrollment';
import { parseInput } from '../http/validation';
import type { AuthenticatedRouteHandler } from '../http/types';
import { decideEnrollment } from './admin-enrollment-repository';

/** PUT /api/admin/enrollments/:id: approve or reject, with an optional note for the member. */
export const decideEnrollmentHandler: AuthenticatedRouteHandler = async ({
  caller,
  params,
  body,
}) => {
  // The body first: a bad body is a 400 whether or not the enrollment exists, and writes nothing.
  const decision = parseInput(enrollmentDecisionSchema, body);
  const { enrollment, message } = await decideEnrollment(params.id ?? '', decision, caller);
  const answer: EnrollmentDecisionResponse = { success: true, message, data: enrollment };
  return { body: answer };
};
