import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { apiMessages } from '../contracts/messages';
import { DatabaseUnavailableError } from '../db/database-errors';
import * as repository from '../events/event-repository';
import { handleApiRequest } from '../api-handler';
import { exampleEvent, parseCalendar } from '../testing/parsed-calendar';

// The real routes and pipeline with Firestore replaced, as in api-routes.test.ts. The same answers
// over real HTTP are in test/events-calendar.int.test.ts.
vi.mock('../events/event-repository', () => ({
  listEvents: vi.fn(async () => []),
  listEventsStartingFrom: vi.fn(async () => []),
  findEventById: vi.fn(async () => undefined),
}));
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn() }));

const CALENDAR = 'text/calendar; charset=utf-8';
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';
// 01:30 on 25 November in Kolkata, still the 24th in UTC.
const now = new Date('2026-11-24T20:00:00Z');

const championship = exampleEvent({
  id: 'state-championship',
  title: 'State Championship',
  date: { startDate: '2026-12-05', startTime: '08:30', endTime: '18:00' },
});
const past = exampleEvent({ id: 'past', date: { startDate: '2026-11-24' } });

async function call(method: string, url: string) {
  const response = fakeResponse();
  await handleApiRequest(fakeRequest(method, url), response);
  return response;
}

function calendarIn(response: Awaited<ReturnType<typeof call>>) {
  expect(response.sentWith).toBe('send');
  return parseCalendar(String(response.body));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.stubEnv('SITE_ORIGIN', 'https://mta.example.org');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('GET /api/events.ics', () => {
  it('answers the upcoming events as a cacheable iCalendar feed', async () => {
    vi.mocked(repository.listEventsStartingFrom).mockResolvedValueOnce([championship]);
    const response = await call('GET', '/api/events.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CALENDAR);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(response.headers['content-disposition']).toBeUndefined();
    const calendar = calendarIn(response);
    expect(calendar.name).toBe('Maharashtra Taekwondo Association events');
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: 'state-championship@mta.example.org',
        summary: 'State Championship',
        start: '2026-12-05T08:30:00',
        startTzid: 'Asia/Kolkata',
        url: 'https://mta.example.org/events/state-championship',
      }),
    ]);
  });

  it('asks for the events from today in Kolkata, and drops any past one it gets', async () => {
    vi.mocked(repository.listEventsStartingFrom).mockResolvedValueOnce([past, championship]);
    const calendar = calendarIn(await call('GET', '/api/events.ics'));
    expect(repository.listEventsStartingFrom).toHaveBeenCalledWith('2026-11-25');
    expect(calendar.events.map((event) => event.uid)).toEqual([
      'state-championship@mta.example.org',
    ]);
  });

  it('answers an empty calendar when nothing is upcoming', async () => {
    expect(calendarIn(await call('GET', '/api/events.ics')).events).toEqual([]);
  });

  it('turns a database outage into the JSON 503', async () => {
    vi.mocked(repository.listEventsStartingFrom).mockRejectedValueOnce(
      new DatabaseUnavailableError('down'),
    );
    const response = await call('GET', '/api/events.ics');
    expect(response.statusCode).toBe(503);
    expect(response.body).toEqual({
      success: false,
      code: 'service/database-unavailable',
      message: apiMessages.databaseUnavailable,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/events/{id}.ics', () => {
  it('answers one event as a download named after its title', async () => {
    vi.mocked(repository.findEventById).mockResolvedValueOnce(championship);
    const response = await call('GET', '/api/events/state-championship.ics');
    expect(repository.findEventById).toHaveBeenCalledWith('state-championship');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CALENDAR);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="state-championship.ics"',
    );
    const calendar = calendarIn(response);
    expect(calendar.events.map((event) => event.uid)).toEqual([
      'state-championship@mta.example.org',
    ]);
  });

  it('answers an unknown id with 404 "Event not found" in JSON, not cached', async () => {
    const response = await call('GET', '/api/events/nope.ics');
    expect(response.statusCode).toBe(404);
    expect(response.sentWith).toBe('json');
    expect(response.body).toEqual({
      success: false,
      code: 'event/not-found',
      message: apiMessages.eventNotFound,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves /api/events/{id} to the JSON route', async () => {
    vi.mocked(repository.findEventById).mockResolvedValueOnce(championship);
    const response = await call('GET', '/api/events/state-championship');
    expect(response.sentWith).toBe('json');
    expect(response.body).toMatchObject({ success: true, data: { id: 'state-championship' } });
  });
});

describe('methods', () => {
  it.each(['/api/events.ics', '/api/events/state-championship.ics'])(
    'answers HEAD on %s like GET',
    async (path) => {
      vi.mocked(repository.findEventById).mockResolvedValueOnce(championship);
      const response = await call('HEAD', path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(CALENDAR);
    },
  );

  it.each(
    ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) => [
      [method, '/api/events.ics'],
      [method, '/api/events/state-championship.ics'],
    ]),
  )('answers %s %s with 405 and the allowed methods', async (method, path) => {
    const response = await call(method, path);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.body).toMatchObject({ success: false });
  });

  it('answers OPTIONS with the allowed methods', async () => {
    const response = await call('OPTIONS', '/api/events.ics');
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('odd ids never produce a 500', () => {
  const paths = [
    '/api/events/%.ics',
    '/api/events/..ics',
    '/api/events/.ics',
    '/api/events/%2E.ics',
    '/api/events/%2F.ics',
    '/api/events/a%00b.ics',
    '/api/events/__name__.ics',
    '/api/events/%E0%A4%A.ics',
    `/api/events/${'x'.repeat(5000)}.ics`,
    '/api/events.ics.ics',
    '/api/events.ics/extra',
    '/api/events.ics?x=%zz',
  ];
  const methods = ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'TRACE'];

  it.each(paths.flatMap((path) => methods.map((method) => [method, path] as const)))(
    '%s %s',
    async (method, path) => {
      const response = await call(method, path);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.sentWith).toBe('json');
        expect(response.body).toMatchObject({ success: false });
      }
    },
  );
});
