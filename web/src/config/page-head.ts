import { isFixedPath, isIndexable, pageRegistry, type PageEntry } from '@/config/page-registry';
import { formatDocumentTitle, site } from '@/config/site';
import { siteOrigin } from '@/config/site-origin';
import type { HeadMeta, HeadTags } from '@/lib/head-tags';

/**
 * What search engines and link previews read about a page, from its registry entry: the document
 * title, the description, the canonical URL, robots, Open Graph and the Twitter card. The
 * prerender writes it into each page's HTML and the layout keeps it right on client navigation.
 */

/** Open Graph's recommended size for a large preview; scripts/share-images.mjs draws at it. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Every public page but the 404 has a share image of its own, drawn at build time. */
export function hasOwnShareImage(page: PageEntry): boolean {
  return page.access === 'public' && page.path !== '*';
}

/** The image's address on the site: `/og/<route module>.png`, the home page's for the others. */
export function shareImagePath(page: PageEntry): string {
  return `/og/${hasOwnShareImage(page) ? page.module : pageRegistry.home.module}.png`;
}

export interface PageHead extends HeadTags {
  title: string;
  description: string;
}

export interface PageHeadOptions {
  /** The address being shown; a page with parameters is canonical at its own address. */
  pathname: string;
  /** A page's own title and description, e.g. an event's (lib/document-head.ts). */
  override?: { title?: string; description?: string } | null;
  origin?: string;
}

export function pageHead(page: PageEntry, options: PageHeadOptions): PageHead {
  const { pathname, override, origin = siteOrigin } = options;
  const title = formatDocumentTitle(override?.title ?? page.title);
  const description = override?.description ?? page.description;
  const indexable = isIndexable(page);
  const canonical = indexable
    ? new URL(isFixedPath(page.path) ? page.path : pathname, origin).href
    : null;
  const image = new URL(shareImagePath(page), origin).href;
  const named = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): HeadMeta => ({
    attribute: 'property',
    key,
    content,
  });
  const meta: HeadMeta[] = [
    ...(indexable ? [] : [named('robots', 'noindex')]),
    property('og:type', 'website'),
    property('og:site_name', site.name),
    property('og:locale', site.locale),
    property('og:title', title),
    property('og:description', description),
    ...(canonical ? [property('og:url', canonical)] : []),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    named('twitter:card', 'summary_large_image'),
  ];
  return { title, description, canonical, meta };
}
