import { describe, expect, it } from 'vitest';
import { readEventList } from '@/features/events/lib/event-list';
import { EVENTS_SEED_ID, eventsSeedHtml, readEventsSeed } from '@/features/events/lib/events-seed';

const seed = {
  readAt: '2026-11-25T09:30:00.000Z',
  events: readEventList([
    {
      id: 'pune-open',
      title: 'Pune Open </script><script>alert(1)</script>',
      description: 'Kyorugi & poomsae',
      eventType: 'tournament',
      location: { city: 'Pune', state: 'Maharashtra' },
      date: { startDate: '2026-12-20' },
    },
  ]),
};

/** The data block as the browser parses it, in a document of its own. */
function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('events seed', () => {
  it('travels as one JSON data block that no text in an event can close early', () => {
    const html = eventsSeedHtml(seed);
    expect(html.startsWith(`<script type="application/json" id="${EVENTS_SEED_ID}">`)).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = documentWith(html);
    expect(doc.scripts).toHaveLength(1);
    expect(readEventsSeed(doc)).toEqual(seed);
  });

  it('is null in a page without one, or with one that is not a seed', () => {
    expect(readEventsSeed(documentWith('<p>No seed</p>'))).toBeNull();
    for (const text of [
      'not json',
      'null',
      '[]',
      '{"readAt":"yesterday","events":[]}',
      '{"readAt":"2026-11-25T09:30:00.000Z","events":{}}',
      '{"events":[]}',
    ]) {
      const doc = documentWith(
        `<script type="application/json" id="${EVENTS_SEED_ID}">${text}</script>`,
      );
      expect(readEventsSeed(doc), text).toBeNull();
    }
  });
});
