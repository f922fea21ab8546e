import { type EventDetailCopy, eventDetailCopy } from '@/lib/events/event-detail-copy';

/** Every word of the event page (spec §2 Event detail); a second language is a second object. */
export interface EventPageCopy {
  detail: EventDetailCopy;
  backToEvents: string;
  /** The h1 while the event loads. */
  loadingHeading: string;
  /** Announced by the spinner. */
  loading: string;
  /** Shown when the API could not be reached and a built-in sample event stands in. */
  sampleNotice: string;
  notFound: { heading: string; text: string; back: string };
  /** The meta description when the event has no description of its own. */
  metaFallback: (title: string, when: string, place: string) => string;
}

export const eventPageCopy: EventPageCopy = {
  // Spec §5 writes the page's fallback without the modal's full stop.
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
