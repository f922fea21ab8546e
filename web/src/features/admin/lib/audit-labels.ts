import type { AuditAction } from '@contracts/audit';
import { auditActionLabels } from '@/features/admin/content/activity-copy';

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
