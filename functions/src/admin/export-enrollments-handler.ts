import { adminEnrollmentExportQuerySchema } from '../contracts/admin-enrollment';
import { parseQuery } from '../http/query-input';
import type { AuthenticatedRouteHandler } from '../http/types';
import { listEnrollmentsForExport } from './admin-enrollment-repository';
import { enrollmentsCsv, enrollmentsCsvFileName } from './enrollments-csv';

/** GET /api/admin/enrollments.csv: the whole filtered list as a download (never cached). */
export const exportEnrollmentsHandler: AuthenticatedRouteHandler = async ({ query }) => {
  const rows = await listEnrollmentsForExport(parseQuery(adminEnrollmentExportQuerySchema, query));
  return {
    text: enrollmentsCsv(rows),
    contentType: 'text/csv; charset=utf-8',
    fileName: enrollmentsCsvFileName(new Date()),
  };
};
