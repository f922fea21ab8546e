import { describe, expect, it, vi } from 'vitest';
import type { RenderData, WebRenderer } from '../contracts/web-shell';
import {
  exampleAppHtml,
  exampleEvent,
  exampleMarathiWebShell,
  exampleWebShell,
  renderedPage,
} from '../testing/web-shell-fixture';
import {
  EVENT_PAGE_CACHE,
  eventIdFromPath,
  eventPageAnswer,
  NOT_FOUND_CACHE,
  type EventPageDeps,
} from './event-page-answer';

// The renderer stands in for the web build's server entry (web/src/entry-server.tsx): it writes
// the title of the event it is given, so each test can see what the page was rendered with. The
// real entry renders through this function in test/event-pages.int.test.ts.

/** The event page's template as the build leaves it: the shell with a starter, the head unwritten. */
const template = (html: string) =>
  html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    '<script type="module" src="/assets/app-start.js" data-app-entry="$1"></script>',
  );

function renderer(): WebRenderer {
  return {
    eventsSeed: vi.fn(),
    eventsSeedHtml: vi.fn(),
    renderPage: vi.fn(async (path: string, data: RenderData = {}) =>
      renderedPage(
        `<main><h1>${data.eventSeed?.event.title ?? 'Loading'}</h1><p>${path}</p></main>`,
        path,
      ),
    ),
  };
}

function deps(overrides: Partial<EventPageDeps> = {}): EventPageDeps {
  const builds = {
    en: { template: template(exampleAppHtml), renderer: renderer() },
    mr: { template: template(exampleMarathiWebShell.appHtml), renderer: renderer() },
  };
  return {
    loadBuild: vi.fn(async (edition) => (edition === 'mr' ? builds.mr : builds.en)),
    findEvent: vi.fn(async (id: string) =>
      id === 'state-championship' ? exampleEvent() : undefined,
    ),
    loadShell: vi.fn(async (edition) =>
      edition === 'mr' ? exampleMarathiWebShell : exampleWebShell,
    ),
    report: vi.fn(),
    ...overrides,
  };
}

describe('eventPageAnswer in Marathi', () => {
  it('answers /mr/events/{id} with the Marathi shell and a Marathi head', async () => {
    const dependencies = deps();
    const answer = await eventPageAnswer('GET', '/mr/events/state-championship', dependencies);
    expect(dependencies.loadShell).toHaveBeenCalledWith('mr');
    expect(dependencies.findEvent).toHaveBeenCalledWith('state-championship');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="mr">');
    expect(answer.body).toContain(
      '<title>Maharashtra State Championship · महाराष्ट्र तायक्वांदो असोसिएशन</title>',
    );
    expect(answer.body).toContain(
      '<link rel="canonical" href="https://mta.example.org/mr/events/state-championship" data-page-head />',
    );
    expect(answer.body).toContain('data-app-entry="/mr/assets/index-abc123.js"');
    expect(answer.body).toContain('<h1>Maharashtra State Championship</h1>');
  });

  it('answers an unknown id with the Marathi not-found head (404)', async () => {
    const answer = await eventPageAnswer('GET', '/mr/events/no-such-event', deps());
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(
      '<title>कार्यक्रम सापडला नाही · महाराष्ट्र तायक्वांदो असोसिएशन</title>',
    );
  });

  it('reads the English shell for an English path', async () => {
    const dependencies = deps();
    await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(dependencies.loadShell).toHaveBeenCalledWith(null);
    expect(dependencies.loadBuild).toHaveBeenCalledWith(null);
  });
});

describe('eventPageAnswer', () => {
  it("answers 200 with the page rendered with the event and the event's head, CDN-cached", async () => {
    const dependencies = deps();
    const answer = await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': EVENT_PAGE_CACHE,
    });
    expect(EVENT_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+/);
    expect(answer.body).toContain(
      '<meta property="og:title" content="Maharashtra State Championship · Maharashtra Taekwondo Association" data-page-head />',
    );
    // The template's starter, the event rendered into its root and its data block after it.
    expect(answer.body).toContain('data-app-entry="/assets/index-abc123.js"');
    expect(answer.body).toContain(
      '<div id="root"><main><h1>Maharashtra State Championship</h1><p>/events/state-championship</p></main></div><script type="application/json" id="event-seed">',
    );
    const block = /<script type="application\/json" id="event-seed">(.*?)<\/script>/.exec(
      answer.body,
    )?.[1];
    expect(JSON.parse(block ?? '{}')).toEqual({ event: exampleEvent() });
    // The schema.org data is the body's (the app keeps it there), not repeated in the head.
    expect(answer.body).not.toContain('application/ld+json');
    expect(dependencies.report).not.toHaveBeenCalled();
  });

  it('renders an id that needs escaping as the router reads it, and text with `$&` as it is', async () => {
    const event = exampleEvent({ id: 'pune open', title: 'Cost $& more' });
    const dependencies = deps({ findEvent: vi.fn(async () => event) });
    const answer = await eventPageAnswer('GET', '/events/pune%20open', dependencies);
    expect(answer.body).toContain('<h1>Cost $& more</h1>');
    expect(answer.body).toContain('<p>/events/pune%20open</p>');
  });

  it("falls back to the shell with the event's head, uncached, when the page cannot be rendered", async () => {
    const dependencies = deps({ loadBuild: async () => Promise.reject(new Error('ENOENT')) });
    const answer = await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain(
      '<title>Maharashtra State Championship · Maharashtra Taekwondo Association</title>',
    );
    expect(answer.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).toContain('application/ld+json');
    expect(dependencies.report).toHaveBeenCalledWith(
      'Rendering the event page failed',
      expect.any(Error),
    );
  });

  it('falls back the same when the template has no empty root', async () => {
    const dependencies = deps({
      loadBuild: async () => ({
        template: '<title>x</title><meta name="description" content="y" />',
        renderer: renderer(),
      }),
    });
    const answer = await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('<div id="root"></div>');
  });

  it("answers 404 with the 'Event Not Found' head for an unknown id, briefly cached", async () => {
    const answer = await eventPageAnswer('GET', '/events/no-such-event', deps());
    expect(answer.status).toBe(404);
    expect(answer.headers['Cache-Control']).toBe(NOT_FOUND_CACHE);
    expect(answer.body).toContain(
      '<title>Event Not Found · Maharashtra Taekwondo Association</title>',
    );
    expect(answer.body).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(answer.body).not.toContain('og:title');
    // The app shows 'Event Not Found' from the shell: Vite's own tags start it at once.
    expect(answer.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
    expect(answer.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['/events/__reserved__'],
    ['/events/%E0%A4'],
    ['/events/' + 'x'.repeat(200)],
    ['/events/a/b'],
  ])('answers 404 for %s without reading Firestore', async (path) => {
    const dependencies = deps();
    const answer = await eventPageAnswer('GET', path, dependencies);
    expect(answer.status).toBe(404);
    expect(dependencies.findEvent).not.toHaveBeenCalled();
  });

  it('answers 503 with the plain shell, never cached, when Firestore fails', async () => {
    const dependencies = deps({ findEvent: async () => Promise.reject(new Error('UNAVAILABLE')) });
    const answer = await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(answer).toEqual({
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      body: exampleAppHtml,
    });
    expect(dependencies.report).toHaveBeenCalledOnce();
  });

  it('answers 503 when the build left no shell', async () => {
    const dependencies = deps({ loadShell: async () => Promise.reject(new Error('ENOENT')) });
    const answer = await eventPageAnswer('GET', '/events/state-championship', dependencies);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it('answers HEAD like GET and refuses other methods', async () => {
    expect((await eventPageAnswer('HEAD', '/events/state-championship', deps())).status).toBe(200);
    const post = await eventPageAnswer('POST', '/events/state-championship', deps());
    expect(post.status).toBe(405);
    expect(post.headers.Allow).toBe('GET, HEAD');
  });
});

describe('eventIdFromPath', () => {
  it('decodes the one segment after /events/', () => {
    expect(eventIdFromPath('/events/a%20b')).toBe('a b');
    expect(eventIdFromPath('/mr/events/a%20b')).toBe('a b');
    expect(eventIdFromPath('/xx/events/abc')).toBeNull();
    expect(eventIdFromPath('/mr/mr/events/abc')).toBeNull();
    expect(eventIdFromPath('/events/abc/')).toBe('abc');
    expect(eventIdFromPath('/events/')).toBeNull();
    expect(eventIdFromPath('/programs/abc')).toBeNull();
    expect(eventIdFromPath('/events/..')).toBeNull();
  });
});
