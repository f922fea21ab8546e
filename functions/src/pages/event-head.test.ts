import { describe, expect, it } from 'vitest';
import {
  exampleEvent,
  exampleMarathiSiteFacts,
  exampleSiteFacts,
} from '../testing/web-shell-fixture';
import { eventDescription, eventHead, eventNotFoundHead } from './event-head';

const content = (head: ReturnType<typeof eventHead>, key: string) =>
  head.meta.find((meta) => meta.key === key)?.content;

describe('eventHead', () => {
  it('names the event in the title, description, canonical URL and share tags', () => {
    const head = eventHead(exampleEvent(), exampleSiteFacts);
    const title = 'Maharashtra State Championship · Maharashtra Taekwondo Association';
    expect(head.title).toBe(title);
    expect(head.description).toBe('Sparring and patterns for every belt.');
    expect(head.canonical).toBe('https://mta.example.org/events/state-championship');
    expect(content(head, 'og:title')).toBe(title);
    expect(content(head, 'og:description')).toBe(head.description);
    expect(content(head, 'og:type')).toBe('website');
    expect(content(head, 'og:url')).toBe(head.canonical);
    expect(content(head, 'og:locale')).toBe('en_IN');
    expect(content(head, 'og:locale:alternate')).toBe('mr_IN');
    expect(content(head, 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'twitter:title')).toBe(title);
  });

  it("uses the build's share image for an SVG event image, with its size", () => {
    const head = eventHead(exampleEvent(), exampleSiteFacts);
    expect(content(head, 'og:image')).toBe('https://mta.example.org/og/event-detail.png');
    expect(content(head, 'og:image:width')).toBe('1200');
    expect(content(head, 'twitter:image')).toBe('https://mta.example.org/og/event-detail.png');
  });

  it("uses the event's own raster image, without a size it cannot know", () => {
    const head = eventHead(exampleEvent({ image: '/images/events/camp.jpg' }), exampleSiteFacts);
    expect(content(head, 'og:image')).toBe('https://mta.example.org/images/events/camp.jpg');
    expect(content(head, 'og:image:width')).toBeUndefined();
  });

  it('falls back to the share image without any event image', () => {
    const head = eventHead(exampleEvent({ image: undefined }), exampleSiteFacts);
    expect(content(head, 'og:image')).toBe('https://mta.example.org/og/event-detail.png');
  });

  it('carries schema.org Event data with dates in IST and the venue', () => {
    expect(eventHead(exampleEvent(), exampleSiteFacts).jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Maharashtra State Championship',
      startDate: '2026-12-05T09:00:00+05:30',
      endDate: '2026-12-06T18:00:00+05:30',
      location: { '@type': 'Place', name: 'Indoor sports complex' },
      url: 'https://mta.example.org/events/state-championship',
      organizer: { name: 'Maharashtra Taekwondo Association' },
    });
  });

  it('encodes an id with reserved characters in the URLs', () => {
    const head = eventHead(exampleEvent({ id: 'a b&c' }), exampleSiteFacts);
    expect(head.canonical).toBe('https://mta.example.org/events/a%20b%26c');
  });
});

describe('eventDescription', () => {
  it('names the title, dates and place when the event has no description', () => {
    expect(eventDescription(exampleEvent({ description: '  ' }))).toBe(
      'Maharashtra State Championship: 5–6 December 2026, Mumbai, Maharashtra.',
    );
    const oneDay = exampleEvent({ description: '', date: { startDate: '2027-01-02' } });
    expect(eventDescription(oneDay)).toBe(
      'Maharashtra State Championship: 2 January 2027, Mumbai, Maharashtra.',
    );
  });

  it('cuts a long description near 160 characters', () => {
    const long = 'Sparring and patterns for every age group. '.repeat(8);
    expect(eventDescription(exampleEvent({ description: long })).length).toBeLessThanOrEqual(160);
  });
});

describe('eventNotFoundHead', () => {
  it("is 'Event Not Found', not indexed, without a canonical URL", () => {
    const head = eventNotFoundHead(exampleSiteFacts);
    expect(head.title).toBe('Event Not Found · Maharashtra Taekwondo Association');
    expect(head.canonical).toBeNull();
    expect(head.meta).toEqual([{ attribute: 'name', key: 'robots', content: 'noindex' }]);
  });
});

describe('the Marathi edition', () => {
  it('names the site in Marathi, points at /mr/events/{id} and writes the months in Marathi', () => {
    const event = exampleEvent({ description: '' });
    const head = eventHead(event, exampleMarathiSiteFacts);
    expect(head.title).toBe('Maharashtra State Championship · महाराष्ट्र तायक्वांदो असोसिएशन');
    expect(head.canonical).toBe('https://mta.example.org/mr/events/state-championship');
    expect(head.description).toBe(
      'Maharashtra State Championship: 5–6 डिसेंबर 2026, Mumbai, Maharashtra.',
    );
    expect(head.meta).toContainEqual({ attribute: 'property', key: 'og:locale', content: 'mr_IN' });
    expect(content(head, 'og:locale:alternate')).toBe('en_IN');
  });

  it('names the twin in every language, English as x-default, whichever edition answers', () => {
    const twins = [
      { hreflang: 'en-IN', href: 'https://mta.example.org/events/state-championship' },
      { hreflang: 'mr-IN', href: 'https://mta.example.org/mr/events/state-championship' },
      { hreflang: 'x-default', href: 'https://mta.example.org/events/state-championship' },
    ];
    expect(eventHead(exampleEvent(), exampleSiteFacts).alternates).toEqual(twins);
    expect(eventHead(exampleEvent(), exampleMarathiSiteFacts).alternates).toEqual(twins);
    expect(eventNotFoundHead(exampleMarathiSiteFacts).alternates).toBeUndefined();
  });

  it("keeps the event's own description as it is", () => {
    expect(eventHead(exampleEvent(), exampleMarathiSiteFacts).description).toBe(
      eventHead(exampleEvent(), exampleSiteFacts).description,
    );
  });
});
