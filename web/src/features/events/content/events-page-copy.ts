import { eventTypeLabels } from '@contracts/enum-labels';
import type { EventsPageCopy } from '@/features/events/types';

export const eventsPageCopy: EventsPageCopy = {
  tabsLabel: 'Events and achievements',
  tabs: {
    all: 'All Events',
    upcoming: 'Upcoming Events',
    past: 'Past Events',
    achievements: 'Achievements',
  },
  filters: {
    toggle: 'Filters',
    activeCount: (count) => `${count} active`,
    panelLabel: 'Filter events',
    search: { label: 'Search', placeholder: 'Title or description' },
    type: { label: 'Event Type', any: 'All types', options: eventTypeLabels },
    location: { label: 'Location', placeholder: 'City or state' },
    range: {
      label: 'Date Range',
      any: 'Any date',
      options: { thisMonth: 'This month', nextMonth: 'Next month', next3Months: 'Next 3 months' },
    },
    clear: 'Clear Filters',
  },
  list: {
    label: { all: 'All events', upcoming: 'Upcoming events', past: 'Past events' },
    loading: 'Loading events…',
    count: (count) => (count === 1 ? 'Showing 1 event' : `Showing ${count} events`),
    samples: {
      text: 'We could not load the events calendar, so these are examples of the events we hold.',
      retry: 'Try again',
    },
  },
  empty: {
    heading: 'No events match your criteria',
    filtered: 'Try adjusting your search filters',
    none: "We'll be adding new events soon. Check back later!",
    clear: 'Clear Filters',
  },
  card: {
    viewDetails: 'View Details',
    register: { label: 'Register', to: '/enroll' },
    noImage: 'No image available',
    tba: 'TBA',
    dateTba: 'Date TBA',
  },
  calendar: {
    heading: 'Never miss an event',
    text: 'Add our events to the calendar on your phone or computer. New events appear there by themselves.',
    subscribe: 'Subscribe to the calendar',
    urlLabel: 'Or add this address to your calendar app:',
  },
  contact: {
    heading: 'Questions about an event or our results?',
    text: 'Our office can tell you about entries, eligibility, travel and results.',
    link: { label: 'Contact For Details', to: '/contact' },
  },
};
