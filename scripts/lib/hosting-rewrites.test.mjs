// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './config.mjs';
import { hostingGlob, SPA_SHELL, spaRewrites, withSpaRewrites } from './hosting-rewrites.mjs';
import { loadPageRegistry } from './page-registry.mjs';

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
      { source: '/events/*', destination: SPA_SHELL },
      { source: '/profile', destination: SPA_SHELL },
    ]);
  });

  it('turns every parameter into one path segment', () => {
    expect(hostingGlob('/a/:one/b/:two')).toBe('/a/*/b/*');
  });

  it('keeps the API and other function rewrites first and replaces the old shell rewrites', () => {
    const events = { source: '/events/**', function: { functionId: 'eventPage' } };
    const current = [api, events, { source: '**', destination: SPA_SHELL }];
    expect(withSpaRewrites(current, pages)).toEqual([api, events, ...spaRewrites(pages)]);
  });
});

describe('firebase.json', () => {
  it('has the rewrites the page registry gives (npm run hosting:rewrites writes them)', async () => {
    const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    const { rewrites } = config.hosting;
    const { pageRegistry } = await loadPageRegistry();
    expect(rewrites).toEqual(withSpaRewrites(rewrites, Object.values(pageRegistry)));
    expect(rewrites[0]).toEqual(api);
    expect(rewrites.some((/** @type {{ source: string }} */ r) => r.source === '**')).toBe(false);
  });
});
