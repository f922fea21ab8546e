import { Timestamp } from 'firebase-admin/firestore';
import type { AdminEnrollmentListResponse } from '../contracts/admin-enrollment';
import { COLLECTION_NAMES } from '../db/collections';
import type { EndpointHandler } from '../http/endpoint-route';
import { listEnrollmentPage } from './admin-enrollment-repository';
import { recordAuditEntry } from './audit-log';

/**
 * GET /api/admin/enrollments: one page, newest first, filtered and searched. A page that shows
 * medical notes (children's among them) is an office read of health data: the audit log records
 * who read it and which enrollments' notes it held.
 */
export const listEnrollmentsHandler: EndpointHandler<'adminEnrollments'> = async ({
  input,
  caller,
}) => {
  const { enrollments, nextBefore } = await listEnrollmentPage(input.query);
  const withNotes = enrollments.filter((enrollment) => enrollment.medicalConditions.trim() !== '');
  if (withNotes.length > 0) {
    await recordAuditEntry({
      actor: caller,
      action: 'enrollment.read-medical',
      target: {
        collection: COLLECTION_NAMES.enrollments,
        id: withNotes.map((enrollment) => enrollment.id).join(','),
      },
      statusBefore: null,
      statusAfter: `${withNotes.length} with medical notes`,
      at: Timestamp.now(),
    });
  }
  const body: AdminEnrollmentListResponse = {
    success: true,
    count: enrollments.length,
    data: enrollments,
    nextBefore,
  };
  return { body };
};
