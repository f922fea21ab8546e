import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION_NOT_FOUND_CACHE } from '../src/pages/edition-not-found-answer';
import { api, waitForHealthyApi } from './support/stack';

// An unknown address of the Marathi edition, over HTTP through Hosting (firebase.json's
// last rewrite, /mr/** to the notFoundPage function). What a crawler reads is the raw HTML.

const MARATHI_HEADING = 'पान सापडले नाही';

beforeAll(async () => {
  await waitForHealthyApi();
});

/** The `<html lang>` and the page heading of raw HTML. */
function languageAndHeading(html: string) {
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  };
}

describe('GET /mr/{unknown}', () => {
  it.each(['/mr/no-such-page', '/mr/programs/extra', '/mr/events/a/b', '/mr/admin/nothing'])(
    '%s answers 404 with the Marathi not-found page',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe(EDITION_NOT_FOUND_CACHE);
      const html = await response.text();
      expect(languageAndHeading(html)).toEqual({ lang: 'mr', heading: MARATHI_HEADING });
      // The page hydrates into the Marathi app: its starter and the app it starts are the Marathi
      // build's (the starter fetches the app after the first paint: scripts/build/app-start.mjs).
      expect(html).toMatch(
        /<script type="module" src="\/mr\/assets\/app-start-[^"]+\.js" data-app-entry="\/mr\/assets\/index-[^"]+\.js"/,
      );
    },
  );

  it('refuses a write with 405 and no page', async () => {
    const response = await api('/mr/no-such-page', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the Marathi catch-all leaves the real pages alone', () => {
  it.each(['/mr', '/mr/programs', '/mr/events', '/mr/login'])(
    '%s is its prerendered page (200, Marathi)',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(200);
      const { lang, heading } = languageAndHeading(await response.text());
      expect(lang).toBe('mr');
      expect(heading).not.toBe(MARATHI_HEADING);
    },
  );

  it.each(['/mr/profile', '/mr/enroll', '/mr/reset-password/a-code'])(
    '%s gets the Marathi app shell (200)',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(200);
      expect(languageAndHeading(await response.text()).lang).toBe('mr');
    },
  );

  it('an unknown English address still gets Hosting’s English 404 page', async () => {
    const response = await api('/no-such-page');
    expect(response.status).toBe(404);
    expect(languageAndHeading(await response.text()).lang).toBe('en');
  });
});
