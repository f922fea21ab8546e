import { describe, expect, it, vi } from 'vitest';
import type { Brackets } from '../contracts/bracket';
import { BRACKETS_SEED_ID, parseBracketsSeed } from '../contracts/brackets-seed';
import { EMPTY_ROOT, type RenderData, type WebRenderer } from '../contracts/web-shell';
import { HttpError } from '../http/http-error';
import { exampleEvent, renderedPage } from '../testing/web-shell-fixture';
import {
  BRACKETS_PAGE_CACHE,
  bracketsPageAnswer,
  type BracketsPageDeps,
} from './brackets-page-answer';

// The renderer stands in for the web build's server entry (web/src/entry-server.tsx): it writes
// what it is given, so each test can see what the page was rendered with. The real entry renders
// through this function in test/brackets-page.int.test.ts.

const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>App</title><meta name="description" content="App" /></head><body>${EMPTY_ROOT}<script type="module" src="/assets/app-start.js"></script></body></html>`;

const brackets: Brackets = { seed: 'ab'.repeat(32), entriesHash: 'cd'.repeat(32), divisions: [] };

function renderer(): WebRenderer {
  return {
    eventsSeed: vi.fn(),
    eventsSeedHtml: vi.fn(),
    renderPage: vi.fn(async (path: string, data: RenderData = {}) => {
      const seed = data.bracketsSeed;
      const state = !seed ? 'Loading' : seed.brackets ? 'Drawn' : 'Not drawn';
      return renderedPage(`<h1>${seed?.title ?? 'Brackets'}</h1><p>${state}</p>`, path);
    }),
  };
}

function deps(overrides: Partial<BracketsPageDeps> = {}) {
  const builds = {
    en: { template: template('en'), renderer: renderer() },
    mr: { template: template('mr'), renderer: renderer() },
  };
  return {
    builds,
    deps: {
      findEvent: vi.fn(async (id: string) =>
        id === 'state-championship' ? exampleEvent() : undefined,
      ),
      readBrackets: vi.fn(async () => brackets),
      loadBuild: vi.fn(async (edition: 'mr' | null) => (edition === 'mr' ? builds.mr : builds.en)),
      report: vi.fn(),
      ...overrides,
    } satisfies BracketsPageDeps,
  };
}

const seedIn = (html: string) =>
  parseBracketsSeed(
    new RegExp(`<script type="application/json" id="${BRACKETS_SEED_ID}">(.*?)</script>`).exec(
      html,
    )?.[1],
    'state-championship',
  );

describe('bracketsPageAnswer', () => {
  it('renders the title and the draw with their data block and head, briefly cached', async () => {
    const { deps: dependencies, builds } = deps();
    const answer = await bracketsPageAnswer(
      'GET',
      '/events/state-championship/brackets',
      dependencies,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(BRACKETS_PAGE_CACHE);
    expect(BRACKETS_PAGE_CACHE).toBe('public, max-age=5, s-maxage=10');
    expect(builds.en.renderer.renderPage).toHaveBeenCalledWith(
      '/events/state-championship/brackets',
      expect.anything(),
    );
    expect(answer.body).toContain(
      '<div id="root"><h1>Maharashtra State Championship</h1><p>Drawn</p></div>',
    );
    expect(seedIn(answer.body)).toEqual({
      eventId: 'state-championship',
      title: 'Maharashtra State Championship',
      brackets,
    });
    // The head the render wrote for this address, in place of the template's.
    expect(answer.body).toContain('<title>Rendered /events/state-championship/brackets</title>');
    expect(answer.body).toContain(
      '<link rel="canonical" href="https://mta.example.org/events/state-championship/brackets" data-page-head />',
    );
    expect(answer.body).not.toContain('<title>App</title>');
  });

  it('renders "not drawn" for a championship the API answers 404 for', async () => {
    const { deps: dependencies } = deps({
      readBrackets: vi.fn(async () => Promise.reject(new HttpError(404, 'not-drawn', 'Not drawn'))),
    });
    const answer = await bracketsPageAnswer(
      'GET',
      '/mr/events/state-championship/brackets',
      dependencies,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="mr">');
    expect(answer.body).toContain('<p>Not drawn</p>');
    expect(seedIn(answer.body)?.brackets).toBeNull();
    expect(answer.headers['Cache-Control']).toBe(BRACKETS_PAGE_CACHE);
    expect(dependencies.report).not.toHaveBeenCalled();
  });

  it('renders the address with its query, which chooses the division shown', async () => {
    const { deps: dependencies, builds } = deps();
    const answer = await bracketsPageAnswer(
      'GET',
      '/mr/events/state-championship/brackets?division=cadet-45&follow=e1',
      dependencies,
    );
    expect(answer.status).toBe(200);
    expect(builds.mr.renderer.renderPage).toHaveBeenCalledWith(
      '/events/state-championship/brackets?division=cadet-45&follow=e1',
      expect.anything(),
    );
    expect(dependencies.findEvent).toHaveBeenCalledWith('state-championship');
  });

  it('renders an unknown event without a title', async () => {
    const { deps: dependencies } = deps();
    const answer = await bracketsPageAnswer('GET', '/events/nobody/brackets', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<h1>Brackets</h1><p>Drawn</p>');
  });

  it('renders the page waiting, uncached, when Firestore fails', async () => {
    const { deps: dependencies } = deps({
      readBrackets: vi.fn(async () => Promise.reject(new Error('UNAVAILABLE'))),
    });
    const answer = await bracketsPageAnswer(
      'GET',
      '/events/state-championship/brackets',
      dependencies,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('<p>Loading</p>');
    expect(answer.body).not.toContain(BRACKETS_SEED_ID);
    expect(dependencies.report).toHaveBeenCalledOnce();
  });

  it.each([['/events/__reserved__/brackets'], ['/events/%E0%A4/brackets']])(
    'renders %s waiting, uncached, without reading Firestore',
    async (path) => {
      const { deps: dependencies } = deps();
      const answer = await bracketsPageAnswer('GET', path, dependencies);
      expect(answer.status).toBe(200);
      expect(answer.headers['Cache-Control']).toBe('no-store');
      expect(answer.body).toContain('<p>Loading</p>');
      expect(dependencies.findEvent).not.toHaveBeenCalled();
      expect(dependencies.readBrackets).not.toHaveBeenCalled();
    },
  );

  it('answers 503 when the build left no template, and refuses other methods', async () => {
    const { deps: dependencies } = deps({
      loadBuild: vi.fn(async () => Promise.reject(new Error('ENOENT'))),
    });
    const path = '/events/state-championship/brackets';
    expect((await bracketsPageAnswer('GET', path, dependencies)).status).toBe(503);
    const post = await bracketsPageAnswer('POST', path, deps().deps);
    expect(post.status).toBe(405);
  });
});
