import { useEffect, useState } from 'react';
import type { EnrollmentSummary } from '@contracts/enrollment';
import { fetchMyEnrollments } from '@/features/enrollments/api/enrollments-api';
import { isApiError } from '@/lib/api-errors';

export type MyEnrollments =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; enrollments: readonly EnrollmentSummary[] };

/**
 * The member's enrollments, fetched when the list is shown (each time the tab opens, so a new
 * enrollment or a status change appears). `retry` fetches again after a failure.
 */
export function useMyEnrollments(): MyEnrollments & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<MyEnrollments>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchMyEnrollments(controller.signal).then(
      (enrollments) => setResult({ state: 'loaded', enrollments }),
      (error: unknown) => {
        // Leaving the tab cancels the call; that is not a failure to show.
        if (isApiError(error) && error.kind === 'aborted') return;
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return {
    ...result,
    retry: () => {
      setResult({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
