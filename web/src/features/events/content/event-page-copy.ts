import type { EventPageCopy } from '@/features/events/types';
import { eventDetailCopy } from '@/lib/events/event-detail-copy';

export const eventPageCopy: EventPageCopy = {
  // The page's fallback is written without the modal's full stop.
  detail: { ...eventDetailCopy, noDescription: 'No description available' },
  backToEvents: 'Back to events',
  loadingHeading: 'Event details',
  loading: 'Loading event details',
  sampleNotice:
    'We could not reach our events service, so this page shows the event as first announced. Please check again later for the latest details.',
  notFound: {
    heading: 'Event Not Found',
    text: 'Event not found',
    back: 'Back to events',
  },
  metaFallback: (title, when, place) => `${title}: ${when}, ${place}.`,
};
