import { describe, expect, it } from 'vitest';
import type { Event } from '@contracts/event';
import { EVENT_SEED_ID, eventSeedHtml, readEventSeed } from '@/features/events/lib/event-seed';

const event = {
  id: 'pune-open',
  title: 'Pune Open </script><script>alert(1)</script>',
  description: 'Kyorugi & poomsae',
  eventType: 'tournament',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-12-20' },
} as Event;

/** The data block as the browser parses it, in a document of its own. */
function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('event seed', () => {
  it('travels as one JSON data block that no text in the event can close early', () => {
    const html = eventSeedHtml({ event });
    expect(html.startsWith(`<script type="application/json" id="${EVENT_SEED_ID}">`)).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = documentWith(html);
    expect(doc.scripts).toHaveLength(1);
    expect(readEventSeed(doc, 'pune-open')).toEqual({ event });
  });

  it("is null for another event's page", () => {
    expect(readEventSeed(documentWith(eventSeedHtml({ event })), 'thane-clinic')).toBeNull();
  });

  it('is null in a page without one, or with one that is not a seed', () => {
    expect(readEventSeed(documentWith('<p>No seed</p>'), 'pune-open')).toBeNull();
    for (const text of [
      'not json',
      'null',
      '[]',
      '{}',
      '{"event":null}',
      '{"event":"pune-open"}',
      '{"event":{"id":"pune-open"}}',
      '{"event":{"id":"pune-open","title":7}}',
    ]) {
      const doc = documentWith(
        `<script type="application/json" id="${EVENT_SEED_ID}">${text}</script>`,
      );
      expect(readEventSeed(doc, 'pune-open'), text).toBeNull();
    }
  });
});
