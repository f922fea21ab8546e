import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of an event's own page. */
export const eventDetailIntro: PageCopy = {
  heading: 'Event details',
  intro: 'Dates, venue, registration and contact information for this event.',
};
