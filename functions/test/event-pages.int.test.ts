import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInKolkata } from '../src/contracts/calendar-days';
import { storedEventSchema, toApiEvent } from '../src/events/stored-event';
import { eventDescription } from '../src/pages/event-head';
import { escapeHtml } from '../src/contracts/markup';
import { loadDemoEvents, type DemoEventDocument } from './support/demo-events';
import { putEventDocument, resetFirestore, storedEvent } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// Link previews and the live sitemap, over HTTP through Hosting (firebase.json's
// rewrites to the eventPage and sitemap functions) with the demo events `npm start` seeds. What
// a link preview or a crawler reads is the raw HTML: no JavaScript runs here.

const SITE = 'Maharashtra Taekwondo Association';
const CHAMPIONSHIP = 'maharashtra-state-championship';
const UPDATED = '2026-11-20T10:15:30Z';

let seeded: DemoEventDocument[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The content of `<meta {attribute}="{key}" content="…">` in raw HTML, still escaped. */
function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

beforeAll(async () => {
  seeded = await loadDemoEvents(todayInKolkata());
  await waitForHealthyApi();
});

beforeEach(async () => {
  await resetFirestore();
  for (const { id, data } of seeded) {
    const written = id === CHAMPIONSHIP ? Timestamp.fromDate(new Date(UPDATED)) : Timestamp.now();
    await putEventDocument(
      id,
      storedEvent(String(data.startDate), { ...data, createdAt: written, updatedAt: written }),
    );
  }
});

describe('GET /events/{id}', () => {
  it("answers 200 with the event's title and description in the raw HTML", async () => {
    const demo = seeded.find(({ id }) => id === CHAMPIONSHIP);
    expect(demo).toBeDefined();
    const event = toApiEvent(
      CHAMPIONSHIP,
      storedEventSchema.parse(storedEvent(String(demo?.data.startDate), demo?.data)),
    );
    const response = await api(`/events/${CHAMPIONSHIP}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const html = await response.text();
    expect(metaContent(html, 'property', 'og:title')).toBe(escapeHtml(`${event.title} · ${SITE}`));
    expect(metaContent(html, 'property', 'og:description')).toBe(
      escapeHtml(eventDescription(event)),
    );
    expect(html).toContain(`<title>${escapeHtml(`${event.title} · ${SITE}`)}</title>`);
    expect(metaContent(html, 'property', 'og:url')).toMatch(
      new RegExp(`^https?://[^/]+/events/${CHAMPIONSHIP}$`),
    );
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      /^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp|gif)$/,
    );

    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: expect.stringContaining(event.date.startDate),
      location: { '@type': 'Place', address: { addressLocality: event.location.city } },
    });
    // The page rendered with the event by the web app's own server entry: its heading, its facts,
    // the event's data block the app hydrates with, and the starter that loads the app after the
    // first paint.
    expect(html).toMatch(
      new RegExp(`<h1 id="page-heading"[^>]*>${escapeRegExp(escapeHtml(event.title))}</h1>`),
    );
    expect(html).toContain(escapeHtml(event.location.city));
    const seed = /<script type="application\/json" id="event-seed">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(seed ?? '{}')).toMatchObject({
      event: { id: CHAMPIONSHIP, title: event.title },
    });
    expect(html).toMatch(
      /<script type="module" src="\/assets\/app-start-[^"]+\.js" data-app-entry=/,
    );
    expect(html).not.toContain('<div id="root"></div>');
    // One schema.org block: the page's, not a second copy in the head.
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it('escapes a title with markup and quotes', async () => {
    await putEventDocument(
      'hostile',
      storedEvent('2027-01-02', { title: `"><script>alert('x')</script>`, description: '' }),
    );
    const response = await api('/events/hostile');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert('x')");
    expect(metaContent(html, 'property', 'og:title')).toContain('&lt;script&gt;');
    // Rendered into the page and its data block, escaped in both.
    expect(html).toContain('&lt;script&gt;alert(');
    expect(html).toMatch(/id="event-seed">[^<]*\\u003cscript/);
  });

  it("answers an unknown id with 404 and the 'Event Not Found' page", async () => {
    const response = await api('/events/no-such-event');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Event Not Found');
    // The shell the app starts from at once, to show 'Event Not Found' itself.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  });

  it('answers a malformed id with 404 as well', async () => {
    const response = await api('/events/__reserved__');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Event Not Found');
  });
});

describe('GET /mr/events/{id}', () => {
  it('answers the Marathi shell with the event in a Marathi head', async () => {
    const response = await api(`/mr/events/${CHAMPIONSHIP}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="mr"/);
    expect(html).toMatch(/data-app-entry="\/mr\/assets\/index-[^"]+\.js"/);
    // Rendered in Marathi: the page's own words around the event.
    expect(html).toMatch(/<h1 id="page-heading"[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('सर्व कार्यक्रमांकडे परत');
    expect(html).toContain('id="event-seed"');
    const title = metaContent(html, 'property', 'og:title') ?? '';
    expect(title).toMatch(/ · महाराष्ट्र तायक्वांदो असोसिएशन$/);
    expect(metaContent(html, 'property', 'og:url')).toMatch(
      new RegExp(`/mr/events/${CHAMPIONSHIP}$`),
    );
    expect(metaContent(html, 'property', 'og:locale')).toBe('mr_IN');
    // Both editions name each other, English standing for everyone else.
    for (const [hreflang, prefix] of [
      ['en-IN', ''],
      ['mr-IN', '/mr'],
      ['x-default', ''],
    ])
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" hreflang="${hreflang}" href="https?://[^/]+${prefix}/events/${CHAMPIONSHIP}" data-page-head />`,
        ),
      );
  });

  it('answers an unknown id 404 with the Marathi not-found title', async () => {
    const response = await api('/mr/events/no-such-event');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="mr"/);
    expect(html).toContain('<title>कार्यक्रम सापडला नाही · महाराष्ट्र तायक्वांदो असोसिएशन</title>');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every seeded event, and no member or admin route', async () => {
    const response = await api('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const { id } of seeded) {
      expect(paths).toContain(`/events/${encodeURIComponent(id)}`);
      expect(paths).toContain(`/mr/events/${encodeURIComponent(id)}`);
    }
    for (const path of ['/', '/programs', '/events', '/contact']) expect(paths).toContain(path);
    for (const path of ['/profile', '/enroll', '/admin', '/login'])
      expect(paths).not.toContain(path);
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
    expect(xml).toContain(`/events/${CHAMPIONSHIP}</loc><lastmod>${UPDATED}</lastmod>`);
    expect(xml).toMatch(
      new RegExp(
        `/mr/events/${CHAMPIONSHIP}</loc><lastmod>${UPDATED}</lastmod><xhtml:link rel="alternate" hreflang="en-IN" href="https?://[^/]+/events/${CHAMPIONSHIP}"/>`,
      ),
    );
  });

  it('lists an event added after the build', async () => {
    await putEventDocument('added-later', storedEvent('2027-03-04'));
    const xml = await (await api('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/events\/added-later<\/loc>/);
  });
});

describe('GET /robots.txt', () => {
  it('disallows the member and admin routes and names the sitemap', async () => {
    const response = await api('/robots.txt');
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    for (const path of ['/profile', '/enroll', '/admin'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.find((line) => line.startsWith('Sitemap: '))).toMatch(/\/sitemap\.xml$/);
  });
});
