import { useEffect, useState } from 'react';
import { sampleEventTemplates } from '@/lib/events/sample-events-content';
import { sampleEvents } from '@/lib/events/sample-events';
import { upcomingEventsView, type UpcomingEventsView } from '@/features/home/lib/upcoming-events';
import { nextTask } from '@/lib/next-task';

// The call and its schemas (the API client, zod) are fetched once the page is interactive.
const loadUpcomingEventsApi = () => import('@/features/home/api/upcoming-events-api');

/**
 * The home page's upcoming events: loading, then the server's list or, when the call
 * fails or the list is empty, the sample events dated from the moment the answer arrives.
 */
export function useUpcomingEvents(): UpcomingEventsView {
  const [view, setView] = useState<UpcomingEventsView>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const samples = () => sampleEvents(sampleEventTemplates, new Date());
    // After hydration's effects, in a task of its own (lib/next-task).
    nextTask()
      .then(loadUpcomingEventsApi)
      .then(({ fetchUpcomingEvents }) => fetchUpcomingEvents(controller.signal))
      .then(
        (answer) => setView(upcomingEventsView(answer, samples)),
        () => {
          // Leaving the page cancels the call; that is not a failure to show.
          if (controller.signal.aborted) return;
          setView(upcomingEventsView(null, samples));
        },
      );
    return () => controller.abort();
  }, []);

  return view;
}
