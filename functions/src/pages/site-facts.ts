import { z } from 'zod';

// What the web build tells the page functions (scripts/prerender.mjs writes it to
// functions/web-shell/site.json beside the SPA shell, and each translated edition's to
// functions/web-shell/<edition>/site.json): the site's public address, the page
// registry's public routes for the sitemap, and the words and images of the event page's head.
// Written by the build from the web app's own config, so the functions never restate it.

const alternateSchema = z.object({ hreflang: z.string().min(2), href: z.url() });

/** Where an edition's pages live: '' for English at the root, '/mr' for Marathi. */
const pathPrefixSchema = z.string().regex(/^(\/[a-z]{2})?$/);

const sitemapUrlSchema = z.object({
  loc: z.url(),
  lastmod: z.string().optional(),
  /** The page in every language of the site, `x-default` included. */
  alternates: z.array(alternateSchema).optional(),
});

export const siteFactsSchema = z.object({
  /** The canonical origin (web/src/config/site-origin.ts), e.g. https://www.example.org. */
  origin: z.url(),
  siteName: z.string().min(1),
  /** Open Graph locale, e.g. en_IN. */
  locale: z.string().min(1),
  /** The document title with `%s` where a page's own title goes. */
  titleTemplate: z.string().includes('%s'),
  /** Where this edition's pages live. */
  pathPrefix: pathPrefixSchema,
  /**
   * Every edition of the site, the default (`x-default`) first, so an event page and the sitemap
   * can name the same page in each language (web/src/lib/i18n/locales.ts).
   */
  editions: z
    .array(
      z.object({
        hreflang: z.string().min(2),
        ogLocale: z.string().min(2),
        pathPrefix: pathPrefixSchema,
      }),
    )
    .min(1),
  /** The edition's month names, January first, for the dates of a link preview. */
  months: z.array(z.string().min(1)).length(12),
  /**
   * The public routes the sitemap lists, in every language, as absolute URLs (scripts/lib/
   * site-files.mjs pageUrls).
   */
  pages: z.array(sitemapUrlSchema),
  eventPage: z.object({
    /** A share image the build drew for the event page, e.g. /og/event-detail.png. */
    shareImage: z.string().startsWith('/'),
    shareImageSize: z.object({ width: z.number().int(), height: z.number().int() }),
    /** The full document title of the page for an unknown event ('Event Not Found · …'). */
    notFoundTitle: z.string().min(1),
    notFoundDescription: z.string().min(1),
  }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;
export type Alternate = z.infer<typeof alternateSchema>;

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
