import { isFixedPath, isIndexable, pageRegistry, type PageEntry } from '@/config/page-registry';
import { locale as buildLocale } from '@/config/locale';
import { formatDocumentTitle, site } from '@/config/site';
import { siteOrigin } from '@/config/site-origin';
import type { HeadAlternate, HeadMeta, HeadTags } from '@/lib/head-tags';
import {
  defaultLocale,
  hreflang,
  localizedPath,
  locales,
  ogLocale,
  type Locale,
} from '@/lib/i18n/locales';

/**
 * What search engines and link previews read about a page, from its registry entry: the document
 * title, the description, the canonical URL, robots, Open Graph and the Twitter card. The
 * prerender writes it into each page's HTML and the layout keeps it right on client navigation.
 */

/** Open Graph's recommended size for a large preview; scripts/build/share-images.mjs draws at it. */
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
  /**
   * The address being shown, as the router sees it (without the language prefix); a page with
   * parameters is canonical at its own address.
   */
  pathname: string;
  /** The page's language; the build's by default (config/locale.ts). */
  locale?: Locale;
  /** A page's own title and description, e.g. an event's (lib/document-head.ts). */
  override?: { title?: string; description?: string } | null;
  origin?: string;
}

export function pageHead(page: PageEntry, options: PageHeadOptions): PageHead {
  const { pathname, override, origin = siteOrigin, locale = buildLocale } = options;
  const title = formatDocumentTitle(override?.title ?? page.title);
  const description = override?.description ?? page.description;
  const indexable = isIndexable(page);
  const path = isFixedPath(page.path) ? page.path : pathname;
  const urlIn = (language: Locale) => new URL(localizedPath(path, language), origin).href;
  const canonical = indexable ? urlIn(locale) : null;
  // Every language's twin, this one included, and English for everyone else.
  const alternates: HeadAlternate[] = indexable
    ? [
        ...locales.map((language) => ({ hreflang: hreflang[language], href: urlIn(language) })),
        { hreflang: 'x-default', href: urlIn(defaultLocale) },
      ]
    : [];
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
    property('og:locale', ogLocale[locale]),
    ...locales
      .filter((language) => language !== locale)
      .map((language) => property('og:locale:alternate', ogLocale[language])),
    property('og:title', title),
    property('og:description', description),
    ...(canonical ? [property('og:url', canonical)] : []),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    named('twitter:card', 'summary_large_image'),
  ];
  return { title, description, canonical, meta, alternates };
}
