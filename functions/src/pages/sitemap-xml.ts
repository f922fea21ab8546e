import type { SitemapUrl } from './site-facts';

// The sitemap (https://www.sitemaps.org/protocol.html) /sitemap.xml answers. The one writer of it:
// the build lists the page registry's public routes (scripts/lib/site-files.mjs pageUrls) and the
// sitemap function adds every event from Firestore.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

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
