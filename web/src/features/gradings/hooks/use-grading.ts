import { useCallback, useEffect, useState } from 'react';
import type { GradingDetail } from '@contracts/grading';
import { fetchGrading } from '@/features/gradings/api/gradings-api';
import { isApiError } from '@/lib/api-errors';

export type GradingState =
  | { state: 'loading' }
  | { state: 'failed'; missing: boolean }
  | { state: 'loaded'; grading: GradingDetail };

/** One grading with its recorded results; `reload` after recording more. */
export function useGrading(gradingId: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<GradingState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchGrading(gradingId, controller.signal).then(
      (grading) => setResult({ state: 'loaded', grading }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setResult({ state: 'failed', missing: isApiError(error) && error.status === 404 });
      },
    );
    return () => controller.abort();
  }, [gradingId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { result, reload };
}
