// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../lib/config.mjs';
import { editionPrefixes } from './languages.mjs';
import {
  editionNotFoundRewrites,
  functionRewrites,
  hostingGlob,
  hostingRewrites,
  FUNCTIONS_REGION,
  PAGE_FUNCTIONS,
  SPA_SHELL,
  spaRewrites,
} from './hosting-rewrites.mjs';
import { loadPageRegistry, loadTsModule } from '../lib/page-registry.mjs';

const EDITION_PREFIXES = ['/mr'];

const api = { source: '/api/**', function: { functionId: 'api', region: 'asia-south1' } };
const pages = [
  { path: '/', prerender: true },
  { path: '/events/:eventId', prerender: false },
  { path: '/profile', prerender: false },
  { path: '*', prerender: false },
];

describe('spaRewrites', () => {
  it('sends only the pages the browser renders to the shell, never the catch-all', () => {
    expect(spaRewrites(pages, EDITION_PREFIXES)).toEqual([
      { source: '/profile', destination: SPA_SHELL },
      { source: '/mr/profile', destination: '/mr/app.html' },
    ]);
  });

  it('names the editions of the one language list, as the web app and the functions do', async () => {
    const prefixes = await editionPrefixes();
    expect(prefixes).toEqual(EDITION_PREFIXES);
    const { localePrefix } = await loadTsModule(join(rootDir, 'web/src/lib/i18n/locales.ts'));
    expect(Object.values(localePrefix).filter(Boolean)).toEqual(prefixes);
    const { TRANSLATED_EDITIONS } = await loadTsModule(
      join(rootDir, 'functions/src/pages/editions.ts'),
    );
    expect(TRANSLATED_EDITIONS.map((/** @type {string} */ code) => `/${code}`)).toEqual(prefixes);
  });

  it('sends the event page (in every edition) and the sitemap to their functions, one segment per parameter', () => {
    expect(functionRewrites(pages, EDITION_PREFIXES)).toEqual([
      { source: '/sitemap.xml', function: { functionId: 'sitemap', region: 'asia-south1' } },
      { source: '/events/*', function: { functionId: 'eventPage', region: 'asia-south1' } },
      { source: '/mr/events/*', function: { functionId: 'eventPage', region: 'asia-south1' } },
    ]);
  });

  it('turns every parameter into one path segment', () => {
    expect(hostingGlob('/a/:one/b/:two')).toBe('/a/*/b/*');
  });

  it('puts the API first, then the page functions, the shell and the not-found catch-alls', () => {
    expect(hostingRewrites(pages, EDITION_PREFIXES)).toEqual([
      api,
      ...functionRewrites(pages, EDITION_PREFIXES),
      ...spaRewrites(pages, EDITION_PREFIXES),
      ...editionNotFoundRewrites(EDITION_PREFIXES),
    ]);
  });

  it("ends with each translated edition's catch-all to its not-found function", () => {
    expect(editionNotFoundRewrites(EDITION_PREFIXES)).toEqual([
      { source: '/mr/**', function: { functionId: 'notFoundPage', region: 'asia-south1' } },
    ]);
    expect(hostingRewrites(pages, EDITION_PREFIXES).at(-1)).toEqual(
      editionNotFoundRewrites(EDITION_PREFIXES).at(-1),
    );
  });
});

describe('firebase.json', () => {
  it('sends the registry pages a function serves there before any shell rewrite', async () => {
    const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    const { rewrites } = config.hosting;
    const { pageRegistry } = await loadPageRegistry();
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
