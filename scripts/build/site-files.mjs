// @ts-check
// robots.txt and the sitemap's page list from the page registry (as web/dist/.vite/pages.json
// lists it). Pure functions: scripts/build/prerender.mjs writes robots.txt with them, and hands the page
// list to the sitemap function (functions/src/sitemap.ts, through functions/web-shell/site.json),
// which writes /sitemap.xml live with every event added.

/** @typedef {{ path: string, access: string, prerender: boolean, indexable: boolean }} SitePage */
/** @typedef {{ hreflang: string, href: string }} Alternate */
/** @typedef {{ loc: string, lastmod?: string, alternates?: Alternate[] }} SitemapUrl */

/** The part of a registry path before its first parameter or wildcard: what robots.txt matches. */
const pathPrefix = (/** @type {string} */ path) => path.replace(/[:*].*$/, '');

/**
 * The member and admin pages and the API, which crawlers should not visit, and where the sitemap
 * is. The public account screens (sign-in, reset links…) are not listed: they carry a noindex tag
 * instead, which a crawler can only read on a page robots.txt lets it fetch.
 * @param {{ origin: string, pages: readonly SitePage[] }} site
 */
export function robotsTxt({ origin, pages }) {
  const hidden = pages.filter((page) => page.access !== 'public');
  const disallowed = [...new Set(['/api/', ...hidden.map((page) => pathPrefix(page.path))])];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/**
 * The public pages a sitemap lists: indexable ones with a fixed path (a page with parameters is
 * listed by whoever knows its values, as extra URLs). Given `alternates` (a page in every
 * language, `x-default` included), each language's page is listed, naming all of them.
 * @param {{ origin: string, pages: readonly SitePage[],
 *   alternates?: (path: string) => Alternate[] }} site
 * @returns {SitemapUrl[]}
 */
export function pageUrls({ origin, pages, alternates }) {
  return pages
    .filter((page) => page.indexable && !/[:*]/.test(page.path))
    .flatMap((page) => {
      if (!alternates) return [{ loc: new URL(page.path, origin).href }];
      const all = alternates(page.path);
      return all
        .filter((alternate) => alternate.hreflang !== 'x-default')
        .map((alternate) => ({ loc: alternate.href, alternates: all }));
    });
}
