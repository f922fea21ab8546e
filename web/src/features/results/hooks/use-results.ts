import { useEffect, useState } from 'react';
import type { Results } from '@contracts/bracket';
import { fetchResults } from '@/features/results/api/results-api';
import { isFinished } from '@/features/results/lib/results-summary';
import { isApiError } from '@/lib/api-errors';

export type ResultsLoad =
  | { state: 'loading' }
  /** Not a championship, or not drawn yet: nothing to show. */
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'loaded'; results: Results };

/** While divisions are still being fought, how often an open page asks again (the CDN answers). */
export const RESULTS_REFRESH_MS = 30_000;

/**
 * A championship's results, asked again every 30 s while the page is visible and a division is
 * still undecided, so a parent watching the event page sees each final's medals arrive.
 */
export function useResults(eventId: string) {
  const [load, setLoad] = useState<ResultsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    // A hidden tab asks nothing: it looks again at the next turn and reads once visible.
    const later = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') read();
        else later();
      }, RESULTS_REFRESH_MS);
    };
    const read = () => {
      fetchResults(eventId, signal).then(
        (results) => {
          shown = true;
          setLoad({ state: 'loaded', results });
          if (!isFinished(results)) later();
        },
        (error: unknown) => {
          if (signal.aborted) return;
          // A failed refresh keeps the results already shown and tries again later.
          if (shown) return later();
          const serverTrouble = isApiError(error) && (error.status ?? 0) >= 500;
          setLoad({ state: serverTrouble ? 'failed' : 'none' });
        },
      );
    };
    read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [eventId, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { load, retry };
}
