import { describe, expect, it } from 'vitest';
import { fetchEvents } from '@/features/events/api/events-api';
import { readEventList } from '@/features/events/lib/event-list';
import { mockApi } from '@/test/mock-api';

const base = {
  title: 'Summer Training Camp',
  description: 'Five days of drills.',
  eventType: 'training-camp',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-05-10' },
};

describe('the events list from the API', () => {
  it('skips events without an id and keeps those with either id field', () => {
    const events = readEventList([
      { ...base, _id: 'both', id: 'both' },
      { ...base, _id: 'only-underscore' },
      { ...base, id: 'only-id' },
      { ...base },
    ]);
    expect(events.map((event) => [event._id, event.id])).toEqual([
      ['both', 'both'],
      ['only-underscore', 'only-underscore'],
      ['only-id', 'only-id'],
    ]);
  });

  it('skips records that are not events rather than failing the list', () => {
    const events = readEventList([
      null,
      'text',
      { ...base, id: 'bad-type', eventType: 'party' },
      { ...base, id: 'bad-date', date: { startDate: '10/05/2026' } },
      { ...base, id: 'good' },
    ]);
    expect(events.map((event) => event.id)).toEqual(['good']);
  });

  it('reads GET /api/events', async () => {
    mockApi({
      'GET /events': {
        status: 200,
        body: { success: true, count: 2, data: [{ ...base, id: 'a' }, base] },
      },
    });
    expect((await fetchEvents()).map((event) => event.id)).toEqual(['a']);
  });
});
