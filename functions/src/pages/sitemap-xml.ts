import { escapeXml } from '../contracts/markup';
import type { SitemapUrl } from './site-facts';

// The sitemap (https://www.sitemaps.org/protocol.html) /sitemap.xml answers. The one writer of it:
// the build lists the page registry's public routes in every language, each naming its twins with
// `xhtml:link` hreflang alternates (scripts/build/site-files.mjs pageUrls), and the sitemap function
// adds every event from Firestore, in every language the same way.

/** Absolute URLs only, the pages first, then the extra ones, each once. */
export function sitemapXml(
  pages: readonly SitemapUrl[],
  extra: readonly SitemapUrl[] = [],
): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of [...pages, ...extra]) {
    if (!/^https?:\/\//.test(url.loc)) throw new Error(`Sitemap URLs must be absolute: ${url.loc}`);
    if (seen.has(url.loc)) continue;
    seen.add(url.loc);
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    const alternates = (url.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    entries.push(`  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}${alternates.join('')}</url>`);
  }
  // The xhtml namespace only when a page names its languages (Google's hreflang in sitemaps).
  const xhtml = [...pages, ...extra].some((url) => url.alternates?.length)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
