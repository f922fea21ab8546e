import type { AuditAction } from '@contracts/audit';
import type { EnrollmentStatus } from '@contracts/enrollment';
import { auditActionLabels, eventTimingLabels } from '@/features/admin/content/activity-copy';
import { enrollmentStatusLabels } from '@/features/admin/content/enrollments-copy';
import { enquiryStatusLabel } from '@/features/admin/lib/enquiry-labels';

// An entry written by a later version (another action or collection) is shown as stored.

export const auditActionLabel = (action: string): string =>
  auditActionLabels[action as AuditAction] ?? action;

const targetLabels: Record<string, string> = {
  enrollments: 'Enrollment',
  contacts: 'Enquiry',
  events: 'Event',
};

export const auditTargetLabel = (collection: string): string =>
  targetLabels[collection] ?? collection;

/** A status as its collection's screens word it ("Pending", "Read"); unknown ones as stored. */
export function auditStatusLabel(collection: string, status: string): string {
  if (collection === 'contacts') return enquiryStatusLabel(status);
  if (collection === 'enrollments') {
    return enrollmentStatusLabels[status as EnrollmentStatus] ?? status;
  }
  if (collection === 'events') return eventTimingLabels[status] ?? status;
  return status;
}
