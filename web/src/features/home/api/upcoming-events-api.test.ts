import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { fetchUpcomingEvents } from './upcoming-events-api';

const UPCOMING = 'GET /events/upcoming?limit=6';

const apiEvent = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  title: `Event ${id}`,
  description: 'Description',
  eventType: 'seminar',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-04-01' },
  ...overrides,
});

describe('fetchUpcomingEvents', () => {
  it('keeps the events the contract accepts and counts all that were sent', async () => {
    const sent = [
      apiEvent('1', { _id: undefined, id: undefined }),
      apiEvent('2', { date: { startDate: 'soon' } }),
      'not an event',
      apiEvent('3'),
      apiEvent('4'),
    ];
    mockApi({ [UPCOMING]: { status: 200, body: { success: true, count: 5, data: sent } } });
    const answer = await fetchUpcomingEvents();
    expect(answer.received).toBe(5);
    expect(answer.usable.map((event) => event.id)).toEqual(['3', '4']);
  });

  it('fails when the answer is not the list envelope', async () => {
    mockApi({ [UPCOMING]: { status: 200, body: { success: true, events: [] } } });
    await expect(fetchUpcomingEvents()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
