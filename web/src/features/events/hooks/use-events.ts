import { useContext, useEffect, useState } from 'react';
import type { Event } from '@contracts/event';
import { useHydrated } from '@/hooks/use-hydrated';
import { sampleEventTemplates } from '@/lib/events/sample-events-content';
import { sampleEvents } from '@/lib/events/sample-events';
import { EventsSeedContext, readEventsSeed } from '@/features/events/lib/events-seed';

// The call and its schemas (the API client, zod) are fetched once the page is interactive, so they
// stay out of the route's first chunk.
const loadEventsApi = () => import('@/features/events/api/events-api');

/** The seed in the page being hydrated; none while rendering on the server without one. */
const seedInPage = () => (typeof document === 'undefined' ? null : readEventsSeed(document));

/**
 * `api`: the server's events. `samples`: the call failed, so the page shows the built-in sample
 * events (as the home page and the event page do) under a notice saying so. `asOf`: the moment
 * upcoming and past are judged at, set only while the page hydrates with the list the server
 * rendered it with (so the first render is the server's); otherwise it is now.
 */
export type EventsResult =
  | { state: 'loading' }
  | { state: 'loaded'; source: 'api' | 'samples'; events: readonly Event[]; asOf?: Date };

/** Every event of GET /api/events, fetched once for all three event tabs; `retry` after a failure. */
export function useEvents(): EventsResult & { retry: () => void } {
  const rendering = useContext(EventsSeedContext);
  // The seed belongs to the first render of the page it came with, not to a later visit: the
  // server's render is given it, the browser's hydration reads it from the page.
  const hydrated = useHydrated();
  const [seed] = useState(() => (hydrated ? null : (rendering ?? seedInPage())));
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<EventsResult>(() =>
    seed
      ? { state: 'loaded', source: 'api', events: seed.events, asOf: new Date(seed.readAt) }
      : { state: 'loading' },
  );

  useEffect(() => {
    const controller = new AbortController();
    const fromSeed = seed && attempt === 0 ? seed.events : null;
    loadEventsApi()
      .then(({ fetchEvents, eventsAfterSeed }) =>
        fromSeed ? eventsAfterSeed(fromSeed, controller.signal) : fetchEvents(controller.signal),
      )
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
  }, [attempt, seed]);

  return {
    ...result,
    retry: () => {
      setResult({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
