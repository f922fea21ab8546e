import { useEffect, useState } from 'react';
import type { Event } from '@contracts/event';
import { fetchEvents } from '@/features/events/api/events-api';
import { isApiError } from '@/lib/api-errors';

export type EventsResult =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; events: readonly Event[] };

/** Every event of GET /api/events, fetched once for all three event tabs; `retry` after a failure. */
export function useEvents(): EventsResult & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<EventsResult>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchEvents(controller.signal).then(
      (events) => setResult({ state: 'loaded', events }),
      (error: unknown) => {
        // Leaving the page cancels the call; that is not a failure to show.
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
