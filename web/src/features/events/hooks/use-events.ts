import { useEffect, useState } from 'react';
import type { Event } from '@contracts/event';
import { sampleEventTemplates } from '@/lib/events/sample-events-content';
import { sampleEvents } from '@/lib/events/sample-events';

// The call and its schemas (the API client, zod) are fetched once the page is interactive, so they
// stay out of the route's first chunk.
const loadEventsApi = () => import('@/features/events/api/events-api');

/**
 * `api`: the server's events. `samples`: the call failed, so the page shows the built-in sample
 * events (as the home page and the event page do) under a notice saying so.
 */
export type EventsResult =
  { state: 'loading' } | { state: 'loaded'; source: 'api' | 'samples'; events: readonly Event[] };

/** Every event of GET /api/events, fetched once for all three event tabs; `retry` after a failure. */
export function useEvents(): EventsResult & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<EventsResult>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadEventsApi()
      .then(({ fetchEvents }) => fetchEvents(controller.signal))
      .then(
        (events) => setResult({ state: 'loaded', source: 'api', events }),
        () => {
          // Leaving the page cancels the call; that is not a failure to show.
          if (controller.signal.aborted) return;
          const events = sampleEvents(sampleEventTemplates, new Date());
          setResult({ state: 'loaded', source: 'samples', events });
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
