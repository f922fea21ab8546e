import type { Alternate, SiteFacts } from '../contracts/web-shell';

// Reading the site facts the web build hands the page functions (contracts/web-shell.ts, written
// to functions/web-shell/site.json): the addresses and titles the event pages and the sitemap
// derive from them.

export type { Alternate, SiteFacts, SitemapUrl } from '../contracts/web-shell';

/**
 * `path` (an English path, e.g. /events/x) in every edition, and the default edition once more as
 * `x-default`: the alternates a page's head and its sitemap entry carry (Google's hreflang rules).
 */
export function alternatesOf(facts: SiteFacts, path: string): Alternate[] {
  const href = (pathPrefix: string) => new URL(`${pathPrefix}${path}`, facts.origin).href;
  const [fallback] = facts.editions;
  return [
    ...facts.editions.map(({ hreflang, pathPrefix }) => ({ hreflang, href: href(pathPrefix) })),
    ...(fallback ? [{ hreflang: 'x-default', href: href(fallback.pathPrefix) }] : []),
  ];
}

/** `title` in the site's document title format, without String.replace's `$` patterns. */
export function documentTitle(facts: SiteFacts, title: string): string {
  return facts.titleTemplate.split('%s').join(title);
}
