import type { Event } from '@contracts/event';
import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';

const ORIGIN = 'https://mta.example.org';

const championship: Event = {
  _id: 'state-championship',
  id: 'state-championship',
  title: 'Maharashtra State Championship',
  description: 'Sparring and patterns.',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'Indoor sports complex' },
  date: { startDate: '2026-04-05', endDate: '2026-04-06', startTime: '09:00', endTime: '18:00' },
  image: '/images/events/tournament.svg',
};

describe('eventJsonLd', () => {
  it('describes the event for schema.org with IST times, the venue and absolute addresses', () => {
    expect(eventJsonLd(championship, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Maharashtra State Championship',
      description: 'Sparring and patterns.',
      startDate: '2026-04-05T09:00:00+05:30',
      endDate: '2026-04-06T18:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Indoor sports complex',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Mumbai',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
      image: ['https://mta.example.org/images/events/tournament.svg'],
      url: 'https://mta.example.org/events/state-championship',
      organizer: {
        '@type': 'Organization',
        name: 'Maharashtra Taekwondo Association',
        url: 'https://mta.example.org/',
      },
    });
  });

  it('uses plain dates for an event without times, and the city as the place name', () => {
    const data = eventJsonLd(
      {
        ...championship,
        description: '',
        image: undefined,
        location: { city: 'Pune', state: 'Maharashtra' },
        date: { startDate: '2026-05-05', endDate: '2026-05-09' },
      },
      ORIGIN,
    );
    expect(data).toMatchObject({ startDate: '2026-05-05', endDate: '2026-05-09' });
    expect(data).toMatchObject({ location: { name: 'Pune' } });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});
