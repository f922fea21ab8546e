import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKolkata } from '../src/contracts/calendar-days';
import { loadDemoEvents, type DemoEventDocument } from './support/demo-events';
import { putEventDocument, resetFirestore, storedEvent } from './support/firestore-fixtures';
import { api, controlFirestore, firestoreControlUrl, waitForHealthyApi } from './support/stack';

// The events list page through Hosting (firebase.json rewrites /events and /mr/events to the
// eventsPage function): rendered with the seeded events by the web app's own server entry, with
// the list the app hydrates with beside it. Raw HTML only; e2e/events-server-render.spec.ts
// hydrates it in Chromium.

let seeded: DemoEventDocument[] = [];

interface Seed {
  readAt: string;
  events: { id: string; title: string }[];
}

function seedIn(html: string): Seed {
  const json = /<script type="application\/json" id="events-seed">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '') as Seed;
}

/** The root's markup: up to the seed's data block, or to the <noscript> after the root. */
const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>(?:<script type="application\/json"|\s*<noscript)/s.exec(html)?.[1] ??
  '';

async function seedEvents(extra: Record<string, unknown>[] = []) {
  await resetFirestore();
  const written = Timestamp.now();
  for (const { id, data } of [
    ...seeded,
    ...extra.map((data, index) => ({ id: `extra-${index}`, data })),
  ]) {
    await putEventDocument(
      id,
      storedEvent(String(data.startDate), { ...data, createdAt: written, updatedAt: written }),
    );
  }
}

beforeAll(async () => {
  seeded = await loadDemoEvents(todayInKolkata());
  await waitForHealthyApi();
  await seedEvents();
});

describe('GET /events', () => {
  it('answers the page with every event of GET /api/events rendered in it and beside it', async () => {
    const [page, list] = await Promise.all([api('/events'), api('/api/events')]);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const html = await page.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Events and Achievements');
    const seed = seedIn(html);
    const body = (await list.json()) as { data: { id: string; title: string }[] };
    expect(seed.events.map((event) => event.id).sort()).toEqual(
      body.data.map((event) => event.id).sort(),
    );
    expect(Math.abs(Date.parse(seed.readAt) - Date.now())).toBeLessThan(60_000);
    const root = rootOf(html);
    expect(root).toContain('Events and Achievements');
    for (const { id } of seeded.slice(0, 3)) expect(root).toContain(`href="/events/${id}"`);
  });

  it('answers gzipped to a client that takes it', async () => {
    const response = await api('/events', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await response.text()).toContain('id="events-seed"');
  });

  it('keeps markup in an event title from closing the data block or the page', async () => {
    const title = '</script><script>alert(1)</script> Open';
    await seedEvents([
      {
        title,
        description: 'A title that tries to end the data block.',
        eventType: 'tournament',
        startDate: '2099-01-10',
        location: { city: 'Pune', state: 'Maharashtra' },
      },
    ]);
    const html = await (await api('/events')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(seedIn(html).events.map((event) => event.title)).toContain(title);
    await seedEvents();
  });

  it('answers /mr/events with the Marathi page and the same events', async () => {
    const response = await api('/mr/events');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="mr"');
    expect(html).toContain('src="/mr/assets/');
    expect(seedIn(html).events).toHaveLength(seeded.length);
  });

  it('refuses other methods with 405', async () => {
    const response = await api('/events', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe.skipIf(!firestoreControlUrl)('GET /events while Firestore is down', () => {
  let outage: Promise<void> | undefined;

  beforeAll(async () => {
    outage = controlFirestore('stop');
    await outage;
  });
  afterAll(async () => {
    // Whatever happens in the test, the stack must come back for everyone else.
    if (outage) await controlFirestore('start');
    await waitForHealthyApi();
  });

  it('answers the page without a list, uncached, for the app to load it itself', async () => {
    const response = await api('/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('events-seed');
    expect(rootOf(html)).toContain('Loading events…');
  });
});
