import { describe, expect, it, vi } from 'vitest';
import {
  exampleAppHtml,
  exampleEvent,
  exampleMarathiWebShell,
  exampleWebShell,
} from '../testing/web-shell-fixture';
import {
  EVENT_PAGE_CACHE,
  eventIdFromPath,
  eventPageAnswer,
  NOT_FOUND_CACHE,
  type EventPageDeps,
} from './event-page-answer';

function deps(overrides: Partial<EventPageDeps> = {}): EventPageDeps {
  return {
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
    expect(answer.body).toContain('src="/mr/assets/index-abc123.js"');
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
  });
});

describe('eventPageAnswer', () => {
  it("answers 200 with the shell carrying the event's head, CDN-cached", async () => {
    const answer = await eventPageAnswer('GET', '/events/state-championship', deps());
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': EVENT_PAGE_CACHE,
    });
    expect(EVENT_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+/);
    expect(answer.body).toContain(
      '<meta property="og:title" content="Maharashtra State Championship · Maharashtra Taekwondo Association" data-page-head />',
    );
    expect(answer.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
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
