import type { AdminEnrollment } from '../contracts/admin-enrollment';
import { toEnrollmentDetail, type StoredEnrollment } from '../enrollments/stored-enrollment';

/** The office's view of one enrollment: the member's detail plus who sent it and the review. */
export function toAdminEnrollment(id: string, stored: StoredEnrollment): AdminEnrollment {
  return {
    ...toEnrollmentDetail(id, stored),
    uid: stored.uid,
    reviewNote: stored.reviewNote ?? '',
    reviewedAt: stored.reviewedAt ? stored.reviewedAt.toDate().toISOString() : null,
    updatedBy: stored.updatedBy ?? null,
  };
}
