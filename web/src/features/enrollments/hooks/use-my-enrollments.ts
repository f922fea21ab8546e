import type { EnrollmentSummary } from '@contracts/enrollment';
import { fetchMyEnrollments } from '@/features/enrollments/api/enrollments-api';
import { useFetchedList } from '@/hooks/use-fetched-list';

/**
 * The member's enrollments, fetched when the list is shown (each time the tab opens, so a new
 * enrollment or a status change appears).
 */
export function useMyEnrollments() {
  return useFetchedList<EnrollmentSummary>(fetchMyEnrollments);
}
