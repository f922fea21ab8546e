import { describe, expect, it, vi } from 'vitest';
import { renderedPage } from '../testing/web-shell-fixture';
import type { ApiGalleryItem } from '../contracts/gallery';
import { GALLERY_SEED_ID, type GallerySeed } from '../contracts/gallery-seed';
import { EMPTY_ROOT, type RenderData, type WebRenderer } from '../contracts/web-shell';
import {
  GALLERY_PAGE_CACHE,
  galleryPageAnswer,
  type GalleryPageBuild,
  type GalleryPageDeps,
} from './gallery-page-answer';

// The renderer stands in for the web build's server entry (web/src/entry-server.tsx): it writes
// the titles it is given, so each test can see which items the page was rendered with. The real
// entry renders through this function in test/gallery-page.int.test.ts.

const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Gallery</title></head><body>${EMPTY_ROOT}<script type="module" src="/assets/index.js"></script></body></html>`;

function item(id: string, title: string, isPublic = true): ApiGalleryItem {
  return {
    _id: id,
    title,
    titleMr: '',
    description: '',
    descriptionMr: '',
    alt: '',
    altMr: '',
    mediaType: 'image',
    mediaUrl: `/images/${id}.jpg`,
    width: 1600,
    height: 1200,
    variants: [],
    category: 'tournament',
    tags: [],
    tagsMr: [],
    isPublic,
    uploadedAt: '2026-11-01',
  };
}

function renderer(): WebRenderer {
  return {
    eventsSeed: vi.fn(),
    eventsSeedHtml: vi.fn(),
    renderPage: vi.fn(async (_path: string, data: RenderData = {}) =>
      renderedPage(
        data.gallerySeed
          ? `<ul>${data.gallerySeed.items.map((entry) => `<li>${entry.title}</li>`).join('')}</ul>`
          : '<p>Loading pictures…</p>',
        _path,
      ),
    ),
  };
}

function deps(overrides: Partial<GalleryPageDeps> = {}) {
  const builds: Record<string, GalleryPageBuild> = {
    en: { template: template('en'), renderer: renderer() },
    mr: { template: template('mr'), renderer: renderer() },
  };
  return {
    builds,
    deps: {
      listItems: vi.fn(async () => [
        item('podium', 'Podium'),
        item('hidden', 'Office only', false),
        item('cost', 'Cost $& more'),
      ]),
      loadBuild: vi.fn(async (edition: 'mr' | null) => builds[edition ?? 'en'] as GalleryPageBuild),
      report: vi.fn(),
      ...overrides,
    } satisfies GalleryPageDeps,
  };
}

/** The data block's items, as the app will read them. */
function seedIn(body: string): GallerySeed {
  const pattern = new RegExp(
    `<script type="application/json" id="${GALLERY_SEED_ID}">(.*?)</script>`,
  );
  return JSON.parse(pattern.exec(body)?.[1] ?? 'null') as GallerySeed;
}

describe('galleryPageAnswer', () => {
  it('renders the public items inside the root and their data block after it, cached as the list is', async () => {
    const { deps: dependencies, builds } = deps();
    const answer = await galleryPageAnswer('GET', '/gallery', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': GALLERY_PAGE_CACHE,
    });
    expect(GALLERY_PAGE_CACHE).toMatch(/s-maxage=300/);
    expect(answer.body).toContain(
      `<div id="root"><ul><li>Podium</li><li>Cost $& more</li></ul></div><script type="application/json" id="${GALLERY_SEED_ID}">`,
    );
    expect(seedIn(answer.body).items.map((entry) => entry._id)).toEqual(['podium', 'cost']);
    expect(builds.en?.renderer.renderPage).toHaveBeenCalledWith('/gallery', {
      gallerySeed: { items: [expect.objectContaining({ _id: 'podium' }), expect.anything()] },
    });
    expect(dependencies.report).not.toHaveBeenCalled();
  });

  it('never lets a hidden item into the page or its data block', async () => {
    const { deps: dependencies } = deps();
    const answer = await galleryPageAnswer('GET', '/gallery', dependencies);
    expect(answer.body).not.toContain('Office only');
    expect(answer.body).not.toContain('hidden');
  });

  it('answers HEAD as GET and /mr/gallery from the Marathi build', async () => {
    const { deps: dependencies } = deps();
    const answer = await galleryPageAnswer('HEAD', '/mr/gallery', dependencies);
    expect(dependencies.loadBuild).toHaveBeenCalledWith('mr');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="mr">');
    expect(answer.body).toContain('<li>Podium</li>');
  });

  it('refuses other methods with 405 and reads nothing', async () => {
    const { deps: dependencies } = deps();
    const answer = await galleryPageAnswer('POST', '/gallery', dependencies);
    expect(answer.status).toBe(405);
    expect(dependencies.listItems).not.toHaveBeenCalled();
    expect(dependencies.loadBuild).not.toHaveBeenCalled();
  });

  it('renders the page without items, uncached, when Firestore cannot be read', async () => {
    const failure = new Error('deadline exceeded');
    const { deps: dependencies } = deps({ listItems: vi.fn(async () => Promise.reject(failure)) });
    const answer = await galleryPageAnswer('GET', '/gallery', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain(
      '<div id="root"><p>Loading pictures…</p></div><script type="module"',
    );
    expect(answer.body).not.toContain(GALLERY_SEED_ID);
    expect(dependencies.report).toHaveBeenCalledWith(
      'Reading the gallery for the page failed',
      failure,
    );
  });

  it('sends the template with its empty root, uncached, when rendering fails', async () => {
    const { deps: dependencies, builds } = deps();
    const failure = new Error('render failed');
    vi.mocked(builds.en?.renderer.renderPage ?? vi.fn()).mockRejectedValueOnce(failure);
    const answer = await galleryPageAnswer('GET', '/gallery', dependencies);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toBe(template('en'));
    expect(dependencies.report).toHaveBeenCalledWith('Rendering the gallery page failed', failure);
  });

  it('answers 503, never 500, when the build cannot be read', async () => {
    const { deps: dependencies } = deps({
      loadBuild: vi.fn(async () => Promise.reject(new Error('ENOENT'))),
    });
    const answer = await galleryPageAnswer('GET', '/gallery', dependencies);
    expect(answer.status).toBe(503);
    expect(dependencies.listItems).not.toHaveBeenCalled();
  });
});
