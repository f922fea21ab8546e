import type { Event } from '@contracts/event';
import { site } from '@/config/site';
import type { JsonLd } from '@/lib/json-ld';

// schema.org Event data for search engines (https://schema.org/Event). Built from the API's event,
// so it states only what the page states: dates in India's +05:30, the venue as a Place.

const IST_OFFSET = '+05:30';

function moment(day: string, time: string | undefined): string {
  return time ? `${day}T${time}:00${IST_OFFSET}` : day;
}

function place(event: Event): JsonLd {
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

/** The JSON-LD object for one event; `origin` makes the page and image addresses absolute. */
export function eventJsonLd(event: Event, origin: string): JsonLd {
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
    organizer: { '@type': 'Organization', name: site.name, url: new URL('/', origin).href },
  };
}
