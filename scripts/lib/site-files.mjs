// @ts-check
// robots.txt and sitemap.xml from the page registry (as web/dist/.vite/pages.json lists it).
// Pure functions: scripts/prerender.mjs writes the build-time files with them, and a server that
// answers /sitemap.xml live can call sitemapXml with its own extra URLs (events, say).

/** @typedef {{ path: string, access: string, prerender: boolean, indexable: boolean }} SitePage */
/** @typedef {{ loc: string, lastmod?: string }} SitemapUrl */

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
 * listed by whoever knows its values, as extra URLs).
 * @param {{ origin: string, pages: readonly SitePage[] }} site
 * @returns {SitemapUrl[]}
 */
export function pageUrls({ origin, pages }) {
  return pages
    .filter((page) => page.indexable && !/[:*]/.test(page.path))
    .map((page) => ({ loc: new URL(page.path, origin).href }));
}

/** @param {string} text */
const escapeXml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A sitemap (https://www.sitemaps.org/protocol.html) of absolute URLs: the pages first, then the
 * extra ones, each once.
 * @param {readonly SitemapUrl[]} pages @param {readonly SitemapUrl[]} [extra]
 */
export function sitemapXml(pages, extra = []) {
  const seen = new Set();
  const entries = [];
  for (const url of [...pages, ...extra]) {
    if (!/^https?:\/\//.test(url.loc)) throw new Error(`Sitemap URLs must be absolute: ${url.loc}`);
    if (seen.has(url.loc)) continue;
    seen.add(url.loc);
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    entries.push(`  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
