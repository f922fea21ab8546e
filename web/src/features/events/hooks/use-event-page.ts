import { useEffect, useState } from 'react';
import { fetchEvent } from '@/features/events/api/event-api';
import { type EventPageState, eventPageState } from '@/features/events/lib/event-page-state';

/** Loads the event of /events/{eventId}, with its fallbacks (samples when the API fails). */
export function useEventPage(eventId: string): EventPageState {
  const [state, setState] = useState<{ id: string; view: EventPageState }>({
    id: eventId,
    view: { kind: 'loading' },
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchEvent(eventId, controller.signal).then(
      (event) =>
        setState({ id: eventId, view: eventPageState({ ok: true, event }, eventId, new Date()) }),
      (error: unknown) => {
        // Leaving the page cancels the call; that is not a failure to show.
        if (controller.signal.aborted) return;
        setState({ id: eventId, view: eventPageState({ ok: false, error }, eventId, new Date()) });
      },
    );
    return () => controller.abort();
  }, [eventId]);

  // Moving to another event shows "loading" at once rather than the previous event.
  return state.id === eventId ? state.view : { kind: 'loading' };
}
