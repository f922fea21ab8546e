import { describe, expect, it, vi } from 'vitest';
import { renderedPage } from '../testing/web-shell-fixture';
import type { Event } from '../contracts/event';
import { EMPTY_ROOT, type EventsSeed, type WebRenderer } from '../contracts/web-shell';
import {
  EVENTS_PAGE_CACHE,
  eventsPageAnswer,
  type EventsPageBuild,
  type EventsPageDeps,
} from './events-page-answer';

// The renderer stands in for the web build's server entry (web/src/entry-server.tsx): it writes
// the titles it is given, so each test can see which list the page was rendered with. The real
// entry renders through this function in test/events-page.int.test.ts.

const READ_AT = new Date('2026-11-25T09:30:00Z');
const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Events</title></head><body>${EMPTY_ROOT}<script type="module" src="/assets/index.js"></script></body></html>`;

function renderer(): WebRenderer {
  return {
    eventsSeed: vi.fn((items: readonly unknown[], readAt: Date) => ({
      readAt: readAt.toISOString(),
      events: items.filter((item) => (item as { title?: unknown }).title !== undefined) as Event[],
    })),
    eventsSeedHtml: vi.fn(
      (seed: EventsSeed) =>
        `<script type="application/json" id="events-seed">${seed.readAt}</script>`,
    ),
    renderPage: vi.fn(async (_path: string, data: { eventsSeed?: EventsSeed } = {}) =>
      renderedPage(
        data.eventsSeed
          ? `<ul>${data.eventsSeed.events.map((event) => `<li>${(event as { title: string }).title}</li>`).join('')}</ul>`
          : '<p>Loading events…</p>',
        _path,
      ),
    ),
  };
}

function deps(overrides: Partial<EventsPageDeps> = {}) {
  const builds: Record<string, EventsPageBuild> = {
    en: { template: template('en'), renderer: renderer() },
    mr: { template: template('mr'), renderer: renderer() },
  };
  return {
    builds,
    deps: {
      listEvents: vi.fn(async () => [{ title: 'Pune Open' }, { title: 'Cost $& more' }]),
      loadBuild: vi.fn(async (edition: 'mr' | null) => builds[edition ?? 'en'] as EventsPageBuild),
      now: () => READ_AT,
      report: vi.fn(),
      ...overrides,
    } satisfies EventsPageDeps,
  };
}

describe('eventsPageAnswer', () => {
  it('renders the page with its events inside the root and the list after it, cached as the list is', async () => {
    const { deps: dependencies, builds } = deps();
    const answer = await eventsPageAnswer('GET', '/events', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': EVENTS_PAGE_CACHE,
    });
    expect(answer.body).toContain(
      '<div id="root"><ul><li>Pune Open</li><li>Cost $& more</li></ul></div><script type="application/json" id="events-seed">2026-11-25T09:30:00.000Z</script><script type="module"',
    );
    expect(builds.en?.renderer.eventsSeed).toHaveBeenCalledWith(
      [{ title: 'Pune Open' }, { title: 'Cost $& more' }],
      READ_AT,
    );
    expect(builds.en?.renderer.renderPage).toHaveBeenCalledWith('/events', {
      eventsSeed: expect.objectContaining({ readAt: READ_AT.toISOString() }),
    });
    expect(dependencies.report).not.toHaveBeenCalled();
  });

  it('answers HEAD as GET and /mr/events from the Marathi build', async () => {
    const { deps: dependencies } = deps();
    const answer = await eventsPageAnswer('HEAD', '/mr/events', dependencies);
    expect(dependencies.loadBuild).toHaveBeenCalledWith('mr');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="mr">');
    expect(answer.body).toContain('<li>Pune Open</li>');
  });

  it('refuses other methods with 405 and reads nothing', async () => {
    const { deps: dependencies } = deps();
    const answer = await eventsPageAnswer('POST', '/events', dependencies);
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
    expect(dependencies.listEvents).not.toHaveBeenCalled();
    expect(dependencies.loadBuild).not.toHaveBeenCalled();
  });

  it('renders the page without a list, uncached, when the events cannot be read', async () => {
    const failure = new Error('deadline exceeded');
    const { deps: dependencies } = deps({ listEvents: vi.fn(async () => Promise.reject(failure)) });
    const answer = await eventsPageAnswer('GET', '/events', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain(
      '<div id="root"><p>Loading events…</p></div><script type="module"',
    );
    expect(answer.body).not.toContain('events-seed');
    expect(dependencies.report).toHaveBeenCalledWith(
      'Reading the events for the page failed',
      failure,
    );
  });

  it('sends the template with its empty root, uncached, when rendering fails', async () => {
    const { deps: dependencies, builds } = deps();
    const failure = new Error('render failed');
    vi.mocked(builds.en?.renderer.renderPage ?? vi.fn()).mockRejectedValueOnce(failure);
    const answer = await eventsPageAnswer('GET', '/events', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toBe(template('en'));
    expect(dependencies.report).toHaveBeenCalledWith('Rendering the events page failed', failure);
  });

  it('answers 503, never 500, when the build cannot be read or its template has no empty root', async () => {
    for (const loadBuild of [
      vi.fn(async () => Promise.reject(new Error('ENOENT'))),
      vi.fn(async () => ({ template: '<div id="root">x</div>', renderer: renderer() })),
    ]) {
      const { deps: dependencies } = deps({ loadBuild });
      const answer = await eventsPageAnswer('GET', '/events', dependencies);
      expect(answer.status).toBe(503);
      expect(answer.headers['Retry-After']).toBe('60');
      expect(dependencies.listEvents).not.toHaveBeenCalled();
      expect(dependencies.report).toHaveBeenCalledWith(
        'The web build (functions/web-shell) could not be read',
        expect.any(Error),
      );
    }
  });
});
