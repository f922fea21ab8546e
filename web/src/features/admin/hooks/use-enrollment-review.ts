import { useCallback } from 'react';
import type { AdminEnrollment } from '@contracts/admin-enrollment';
import { fetchEnrollmentPage } from '@/features/admin/api/enrollments-review-api';
import { usePagedList } from '@/features/admin/hooks/use-paged-list';
import { pageQuery } from '@/features/admin/lib/enrollment-review-filters';

/** The review list for one filter query (the caller remounts this with a key when it changes). */
export function useEnrollmentReview(filters: URLSearchParams) {
  const fetchPage = useCallback(
    (before: string | null, signal?: AbortSignal) =>
      fetchEnrollmentPage(pageQuery(filters, before), signal),
    [filters],
  );
  return usePagedList<AdminEnrollment>(fetchPage);
}
