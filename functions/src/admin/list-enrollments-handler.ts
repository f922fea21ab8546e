import type { AdminEnrollmentListResponse } from '../contracts/admin-enrollment';
import type { EndpointHandler } from '../http/endpoint-route';
import { listEnrollmentPage } from './admin-enrollment-repository';

/** GET /api/admin/enrollments: one page, newest first, filtered and searched. */
export const listEnrollmentsHandler: EndpointHandler<'adminEnrollments'> = async ({ input }) => {
  const { enrollments, nextBefore } = await listEnrollmentPage(input.query);
  const body: AdminEnrollmentListResponse = {
    success: true,
    count: enrollments.length,
    data: enrollments,
    nextBefore,
  };
  return { body };
};
