import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventUid } from '../src/calendar/event-calendar';
import { addDays, todayInKolkata } from '../src/contracts/calendar-days';
import { apiMessages } from '../src/contracts/messages';
import { parseCalendar } from '../src/testing/parsed-calendar';
import { loadDemoEvents, type DemoEventDocument } from './support/demo-events';
import { putEventDocument, resetFirestore, storedEvent } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// GET /api/events.ics and /api/events/{id}.ics over HTTP through Hosting, against the emulators,
// with the demo events `npm start` seeds (emulator-data/events.json, dated from today in Kolkata).

const CALENDAR = /^text\/calendar; charset=utf-8$/i;
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

const today = todayInKolkata();
let seeded: DemoEventDocument[] = [];
let upcomingIds: string[] = [];
let pastIds: string[] = [];
const startOf = (id: string) => String(seeded.find((event) => event.id === id)?.data.startDate);

async function calendarAt(path: string) {
  const response = await api(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(CALENDAR);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  return { response, calendar: parseCalendar(await response.text()) };
}

beforeAll(async () => {
  seeded = await loadDemoEvents(today);
  upcomingIds = seeded.filter(({ data }) => String(data.startDate) >= today).map(({ id }) => id);
  pastIds = seeded.filter(({ data }) => String(data.startDate) < today).map(({ id }) => id);
  await waitForHealthyApi();
});

beforeEach(async () => {
  await resetFirestore();
  for (const { id, data } of seeded) {
    await putEventDocument(id, storedEvent(String(data.startDate), data));
  }
});

describe('GET /api/events.ics', () => {
  it('is a calendar of the seeded upcoming events and no past one', async () => {
    // The demo data has both, or this test proves nothing.
    expect(upcomingIds.length).toBeGreaterThan(0);
    expect(pastIds.length).toBeGreaterThan(0);
    const { calendar } = await calendarAt('/api/events.ics');
    expect(calendar.name).toBe('Maharashtra Taekwondo Association events');
    const uids = calendar.events.map((event) => event.uid);
    expect([...uids].sort()).toEqual(upcomingIds.map(eventUid).sort());
    for (const id of pastIds) expect(uids).not.toContain(eventUid(id));
  });

  it('writes the seeded championship in Asia/Kolkata time over its two days', async () => {
    const { calendar } = await calendarAt('/api/events.ics');
    const id = 'maharashtra-state-championship';
    const start = startOf(id);
    expect(calendar.events.find((event) => event.uid === eventUid(id))).toMatchObject({
      summary: 'Maharashtra State Taekwondo Championship',
      location: 'Sardar Vallabhbhai Patel Indoor Stadium, Worli, Mumbai, Maharashtra',
      start: `${start}T08:30:00`,
      startTzid: 'Asia/Kolkata',
      end: `${addDays(start, 1)}T18:00:00`,
      url: expect.stringMatching(/\/events\/maharashtra-state-championship$/),
    });
  });

  it('is an empty calendar, still valid, when there are no events', async () => {
    await resetFirestore();
    const { calendar } = await calendarAt('/api/events.ics');
    expect(calendar.events).toEqual([]);
  });

  it('answers other methods with 405', async () => {
    const response = await api('/api/events.ics', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/events/{id}.ics', () => {
  it('is a download of that one event', async () => {
    const id = 'thane-self-defence-workshop';
    const { response, calendar } = await calendarAt(`/api/events/${id}.ics`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="womens-self-defence-workshop.ics"',
    );
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: eventUid(id),
        summary: "Women's Self-Defence Workshop",
        start: `${startOf(id)}T17:00:00`,
        end: `${startOf(id)}T19:00:00`,
        location: 'Dadoji Konddev Stadium hall, Thane, Maharashtra',
      }),
    ]);
  });

  it('also answers a past event', async () => {
    const [pastId = ''] = pastIds;
    const { calendar } = await calendarAt(`/api/events/${pastId}.ics`);
    expect(calendar.events.map((event) => event.uid)).toEqual([eventUid(pastId)]);
  });

  it('answers an unknown id with 404 "Event not found" in JSON', async () => {
    const response = await api('/api/events/missing.ics');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      code: 'event/not-found',
      message: apiMessages.eventNotFound,
    });
  });

  // Hosting itself answers a path segment that starts with '..' (its own HTML 404) before the
  // function sees it; the function's answer to such ids is in the unit tests.
  it('answers ..ics with a 404, never 500', async () => {
    expect((await api('/api/events/..ics')).status).toBe(404);
  });

  it.each(['%2E%2E.ics', '__name__.ics', 'a%00b.ics', `${'x'.repeat(2000)}.ics`])(
    'answers %s with a JSON 4xx, never 500',
    async (path) => {
      const response = await api(`/api/events/${path}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.json()).toMatchObject({ success: false });
    },
  );
});
