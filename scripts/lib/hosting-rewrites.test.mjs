// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './config.mjs';
import {
  editionNotFoundRewrites,
  functionRewrites,
  hostingGlob,
  EDITION_PREFIXES,
  FUNCTIONS_REGION,
  PAGE_FUNCTIONS,
  SPA_SHELL,
  spaRewrites,
  withSpaRewrites,
} from './hosting-rewrites.mjs';
import { loadPageRegistry, loadTsModule } from './page-registry.mjs';

const api = { source: '/api/**', function: { functionId: 'api', region: 'asia-south1' } };
const pages = [
  { path: '/', prerender: true },
  { path: '/events/:eventId', prerender: false },
  { path: '/profile', prerender: false },
  { path: '*', prerender: false },
];

describe('spaRewrites', () => {
  it('sends only the pages the browser renders to the shell, never the catch-all', () => {
    expect(spaRewrites(pages)).toEqual([
      { source: '/profile', destination: SPA_SHELL },
      { source: '/mr/profile', destination: '/mr/app.html' },
    ]);
  });

  it('names the editions the web app has (web/src/lib/i18n/locales.ts)', async () => {
    const { localePrefix } = await loadTsModule(join(rootDir, 'web/src/lib/i18n/locales.ts'));
    const prefixes = Object.values(localePrefix).filter(Boolean);
    expect(EDITION_PREFIXES).toEqual(prefixes);
    // …and the not-found function knows the same editions.
    const { TRANSLATED_EDITIONS } = await loadTsModule(
      join(rootDir, 'functions/src/pages/editions.ts'),
    );
    expect(TRANSLATED_EDITIONS.map((/** @type {string} */ code) => `/${code}`)).toEqual(prefixes);
  });

  it('sends the event page (in every edition) and the sitemap to their functions, one segment per parameter', () => {
    expect(functionRewrites(pages)).toEqual([
      { source: '/sitemap.xml', function: { functionId: 'sitemap', region: 'asia-south1' } },
      { source: '/events/*', function: { functionId: 'eventPage', region: 'asia-south1' } },
      { source: '/mr/events/*', function: { functionId: 'eventPage', region: 'asia-south1' } },
    ]);
  });

  it('turns every parameter into one path segment', () => {
    expect(hostingGlob('/a/:one/b/:two')).toBe('/a/*/b/*');
  });

  it('keeps the API and other function rewrites first and replaces the generated ones', () => {
    const other = { source: '/feeds/**', function: { functionId: 'feeds' } };
    const stale = { source: '/sitemap.xml', function: { functionId: 'old' } };
    const current = [
      api,
      other,
      stale,
      { source: '**', destination: SPA_SHELL },
      { source: '/mr/**', destination: '/mr/app.html' },
    ];
    expect(withSpaRewrites(current, pages)).toEqual([
      api,
      other,
      ...functionRewrites(pages),
      ...spaRewrites(pages),
      ...editionNotFoundRewrites(),
    ]);
  });

  it("ends with each translated edition's catch-all to its not-found function", () => {
    expect(editionNotFoundRewrites()).toEqual([
      { source: '/mr/**', function: { functionId: 'notFoundPage', region: 'asia-south1' } },
    ]);
    const rewrites = withSpaRewrites([api], pages);
    expect(rewrites.at(-1)).toEqual(editionNotFoundRewrites().at(-1));
    // Applied again, the catch-all is replaced, not repeated.
    expect(withSpaRewrites(rewrites, pages)).toEqual(rewrites);
  });
});

describe('firebase.json', () => {
  it('has the rewrites the page registry gives (npm run hosting:rewrites writes them)', async () => {
    const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    const { rewrites } = config.hosting;
    const { pageRegistry } = await loadPageRegistry();
    expect(rewrites).toEqual(withSpaRewrites(rewrites, Object.values(pageRegistry)));
    expect(rewrites[0]).toEqual(api);
    // Hosting takes the first match: the event page's function before any shell rewrite.
    const sources = rewrites.map((/** @type {{ source: string }} */ r) => r.source);
    expect(sources.indexOf('/events/*')).toBeLessThan(
      rewrites.findIndex(
        (/** @type {{ destination?: string }} */ r) => r.destination === SPA_SHELL,
      ),
    );
    expect(sources).toContain('/sitemap.xml');
    const paths = Object.values(pageRegistry).map((page) => page.path);
    for (const path of Object.keys(PAGE_FUNCTIONS)) expect(paths).toContain(path);
    expect(rewrites.some((/** @type {{ source: string }} */ r) => r.source === '**')).toBe(false);
  });
});

describe('FUNCTIONS_REGION', () => {
  it('is the region the functions are deployed to (functions/src/region.ts)', async () => {
    const region = await loadTsModule(join(rootDir, 'functions/src/region.ts'));
    expect(FUNCTIONS_REGION).toBe(region.FUNCTIONS_REGION);
  });
});
