import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTION_NAMES } from '../db/collections';
import type { EndpointHandler } from '../http/endpoint-route';
import { listEnrollmentsForExport } from './admin-enrollment-repository';
import { recordAuditEntry } from './audit-log';
import { enrollmentsCsv, enrollmentsCsvFileName } from './enrollments-csv';

/**
 * GET /api/admin/enrollments.csv: the whole filtered list as a download (never cached). The file
 * holds medical notes, children's among them, so the audit log records who took it and how many
 * enrollments it held.
 */
export const exportEnrollmentsHandler: EndpointHandler<'adminEnrollmentsCsv'> = async ({
  input,
  caller,
}) => {
  const rows = await listEnrollmentsForExport(input.query);
  await recordAuditEntry({
    actor: caller,
    action: 'enrollment.export',
    target: { collection: COLLECTION_NAMES.enrollments, id: 'csv' },
    statusBefore: null,
    statusAfter: `${rows.length} exported`,
    at: Timestamp.now(),
  });
  return {
    text: enrollmentsCsv(rows),
    contentType: 'text/csv; charset=utf-8',
    fileName: enrollmentsCsvFileName(new Date()),
  };
};
