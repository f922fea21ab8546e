import type { Event } from './event';

// schema.org Event data for search engines (https://schema.org/Event). Shared by the event page in
// the browser (web: features/events/lib/event-json-ld.ts) and the link-preview function
// (pages/event-head.ts), so the raw HTML and the hydrated page state the same thing: dates in
// India's +05:30, the venue as a Place.

/** A schema.org object for a <script type="application/ld+json">. */
export type EventJsonLd = Record<string, unknown>;

const IST_OFFSET = '+05:30';

function moment(day: string, time: string | undefined): string {
  return time ? `${day}T${time}:00${IST_OFFSET}` : day;
}

function place(event: Event): EventJsonLd {
  const { city, state, venueDetails } = event.location;
  return {
    '@type': 'Place',
    name: venueDetails?.trim() || city,
    address: {
      '@type': 'PostalAddress',
      addressLocality: city,
      addressRegion: state,
      addressCountry: 'IN',
    },
  };
}

/**
 * The JSON-LD object for one event; `origin` makes the page and image addresses absolute and
 * `organizer` names the association.
 */
export function eventJsonLd(event: Event, origin: string, organizer: string): EventJsonLd {
  const { date } = event;
  const pageUrl = new URL(`/events/${encodeURIComponent(event.id)}`, origin).href;
  const lastDay = date.endDate ?? date.startDate;
  const endDate = date.endTime
    ? moment(lastDay, date.endTime)
    : date.endDate
      ? date.endDate
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description.trim() ? { description: event.description } : {}),
    startDate: moment(date.startDate, date.startTime),
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event),
    ...(event.image ? { image: [new URL(event.image, origin).href] } : {}),
    url: pageUrl,
    organizer: { '@type': 'Organization', name: organizer, url: new URL('/', origin).href },
  };
}
