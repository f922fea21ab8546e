import type { EnrollmentDecisionResponse } from '../contracts/admin-enrollment';
import type { EndpointHandler } from '../http/endpoint-route';
import { decideEnrollment } from './admin-enrollment-repository';

/** PUT /api/admin/enrollments/:id: approve or reject, with an optional note for the member. */
export const decideEnrollmentHandler: EndpointHandler<'decideEnrollment'> = async ({
  caller,
  params,
  input,
}) => {
  // The router parsed the body first: a bad body is a 400 whether or not the enrollment exists.
  const { enrollment, message } = await decideEnrollment(params.id ?? '', input.body, caller);
  const answer: EnrollmentDecisionResponse = { success: true, message, data: enrollment };
  return { body: answer };
};
