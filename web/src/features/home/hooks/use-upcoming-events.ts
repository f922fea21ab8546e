import { useEffect, useState } from 'react';
import { fetchUpcomingEvents } from '@/features/home/api/upcoming-events-api';
import { sampleEventTemplates } from '@/features/home/content/sample-events';
import { sampleEvents } from '@/features/home/lib/sample-events';
import { upcomingEventsView, type UpcomingEventsView } from '@/features/home/lib/upcoming-events';
import { isApiError } from '@/lib/api-errors';

/**
 * The home page's upcoming events (spec §4): loading, then the server's list or, when the call
 * fails or the list is empty, the sample events dated from the moment the answer arrives.
 */
export function useUpcomingEvents(): UpcomingEventsView {
  const [view, setView] = useState<UpcomingEventsView>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const samples = () => sampleEvents(sampleEventTemplates, new Date());
    fetchUpcomingEvents(controller.signal).then(
      (items) => setView(upcomingEventsView(items, samples)),
      (error: unknown) => {
        // Leaving the page cancels the call; that is not a failure to show.
        if (isApiError(error) && error.kind === 'aborted') return;
        setView(upcomingEventsView(null, samples));
      },
    );
    return () => controller.abort();
  }, []);

  return view;
}
