import { useEffect, useState } from 'react';
import { useServerSeed } from '@/hooks/use-server-seed';
import { eventsRead } from '@/lib/events-freshness';
import { EventSeedContext, readEventSeed } from '@/features/events/lib/event-seed';
import {
  type EventPageState,
  eventPageState,
  saysNoSuchEvent,
} from '@/features/events/lib/event-page-state';

// The call and its schemas (the API client, zod) are fetched after the page's first render, so
// they stay out of the route's first chunk.
const loadEventApi = () => import('@/features/events/api/event-api');

/**
 * Loads the event of /events/{eventId}, with its fallbacks (samples when the API fails). A page
 * the server rendered with its event starts from it: the server read it from the records a moment
 * ago, so it is read again only when this browser changed an event since (a cached page may be
 * older than that change), and a failed second read keeps it.
 */
export function useEventPage(eventId: string): EventPageState {
  const seed = useServerSeed(EventSeedContext, (doc) => readEventSeed(doc, eventId));
  const [state, setState] = useState<{ id: string; view: EventPageState }>(() => ({
    id: eventId,
    view:
      seed?.event.id === eventId
        ? { kind: 'event', event: seed.event, source: 'server' }
        : { kind: 'loading' },
  }));

  useEffect(() => {
    const seeded = seed?.event.id === eventId;
    if (seeded && !eventsRead(`/events/${encodeURIComponent(eventId)}`).fresh) return;
    const controller = new AbortController();
    loadEventApi()
      .then(({ fetchEvent }) => fetchEvent(eventId, controller.signal))
      .then(
        (event) =>
          setState({ id: eventId, view: eventPageState({ ok: true, event }, eventId, new Date()) }),
        (error: unknown) => {
          // Leaving the page cancels the call; that is not a failure to show. A page that came
          // with its event keeps it through a failed second read, unless the server now says the
          // event is gone (deleted since the page was cached).
          if (controller.signal.aborted || (seeded && !saysNoSuchEvent(error))) return;
          const view = eventPageState({ ok: false, error }, eventId, new Date());
          setState({ id: eventId, view });
        },
      );
    return () => controller.abort();
  }, [eventId, seed]);

  // Moving to another event shows "loading" at once rather than the previous event.
  return state.id === eventId ? state.view : { kind: 'loading' };
}
