import {
  adminEnrollmentListQuerySchema,
  type AdminEnrollmentListResponse,
} from '../contracts/admin-enrollment';
import { parseQuery } from '../http/query-input';
import type { AuthenticatedRouteHandler } from '../http/types';
import { listEnrollmentPage } from './admin-enrollment-repository';

/** GET /api/admin/enrollments: one page, newest first, filtered and searched. */
export const listEnrollmentsHandler: AuthenticatedRouteHandler = async ({ query }) => {
  const { enrollments, nextBefore } = await listEnrollmentPage(
    parseQuery(adminEnrollmentListQuerySchema, query),
  );
  const body: AdminEnrollmentListResponse = {
    success: true,
    count: enrollments.length,
    data: enrollments,
    nextBefore,
  };
  return { body };
};
