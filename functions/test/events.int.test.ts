import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventListResponseSchema, eventResponseSchema } from '../src/contracts/event';
import { apiMessages } from '../src/contracts/messages';
import {
  kolkataDay,
  putEventDocument,
  resetFirestore,
  storedEvent,
} from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

async function listIds(path: string): Promise<string[]> {
  const response = await api(path);
  expect(response.status).toBe(200);
  const body = eventListResponseSchema.parse(await response.json());
  expect(body.count).toBe(body.data.length);
  return body.data.map((event) => event.id);
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await resetFirestore();
  await putEventDocument('later', storedEvent(kolkataDay(30), { eventType: 'tournament' }));
  await putEventDocument('past', storedEvent(kolkataDay(-1)));
  await putEventDocument('today', storedEvent(kolkataDay(0)));
  await putEventDocument('soon', storedEvent(kolkataDay(3), { endDate: kolkataDay(4) }));
  await putEventDocument('long-ago', storedEvent('2020-01-15'));
  // Broken documents, as someone might write them by hand in the console:
  await putEventDocument('bad-type', storedEvent(kolkataDay(5), { eventType: 'party' }));
  await putEventDocument('bad-date', storedEvent(kolkataDay(6), { startDate: '2026-02-30' }));
  const untitled = storedEvent(kolkataDay(7));
  delete untitled.title;
  await putEventDocument('no-title', untitled);
  await putEventDocument('bad-image', storedEvent(kolkataDay(8), { image: 'javascript:alert(1)' }));
});

describe('GET /api/events', () => {
  it('lists every valid event by start date, skipping malformed documents', async () => {
    expect(await listIds('/api/events')).toEqual(['long-ago', 'past', 'today', 'soon', 'later']);
  });

  it('answers events in the API shape, cacheable by the CDN', async () => {
    const response = await api('/api/events');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const soon = eventListResponseSchema
      .parse(await response.json())
      .data.find((event) => event.id === 'soon');
    expect(soon).toEqual({
      _id: 'soon',
      id: 'soon',
      title: `Event on ${kolkataDay(3)}`,
      description: 'A test event.',
      eventType: 'seminar',
      location: { city: 'Pune', state: 'Maharashtra' },
      date: { startDate: kolkataDay(3), endDate: kolkataDay(4) },
    });
  });

  it('answers an empty list when there are no events', async () => {
    await resetFirestore();
    expect(await listIds('/api/events')).toEqual([]);
  });
});

describe('GET /api/events/upcoming', () => {
  it('lists events from today (Asia/Kolkata) on, soonest first', async () => {
    expect(await listIds('/api/events/upcoming')).toEqual(['today', 'soon', 'later']);
  });

  it('honours ?limit=', async () => {
    expect(await listIds('/api/events/upcoming?limit=2')).toEqual(['today', 'soon']);
  });

  it.each(['0', '51', 'abc', '-3', '2.5'])('rejects limit=%s with 400', async (limit) => {
    const response = await api(`/api/events/upcoming?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'validation/invalid',
      errors: { limit: expect.any(String) },
    });
  });
});

describe('GET /api/events/:id', () => {
  it('answers one event', async () => {
    const response = await api('/api/events/later');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const body = eventResponseSchema.parse(await response.json());
    expect(body.data).toMatchObject({ _id: 'later', id: 'later', eventType: 'tournament' });
  });

  it.each(['missing', 'bad-type', 'no-title'])(
    'answers 404 "Event not found" for %s (absent or malformed)',
    async (id) => {
      const response = await api(`/api/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        success: false,
        code: 'event/not-found',
        message: apiMessages.eventNotFound,
      });
    },
  );

  // Ids Firestore would refuse (db/document-id.ts) are not read: the same 404 as an unknown id.
  it.each([
    ['an encoded slash', 'a%2Fb'],
    ['a reserved id', '__name__'],
    ['another reserved id', '__x__'],
    ['a NUL character', 'a%00b'],
    ['a line break', 'a%0Ab'],
    ['a 200-character id', 'x'.repeat(200)],
    ['a 2000-character id', 'y'.repeat(2000)],
    ['an id over 1500 bytes', '%E0%A4%AE'.repeat(501)],
    ['an unknown unicode id', '%E0%A4%AE%E0%A4%B9'],
  ])('answers %s with 404 "Event not found"', async (_, id) => {
    const response = await api(`/api/events/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      code: 'event/not-found',
      message: apiMessages.eventNotFound,
    });
  });

  // fetch's URL parser resolves '%2E%2E' as a dot-segment (the request goes to /api/), so an id of
  // '..' never reaches this route over HTTP; the route's own 404 for it is in the unit tests
  // (src/routes/malformed-ids.test.ts). Whatever the request reaches answers a JSON 404.
  it('answers an encoded dot-dot with a JSON 404, never 500', async () => {
    const response = await api('/api/events/%2E%2E');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
