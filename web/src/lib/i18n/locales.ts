import {
  defaultLanguage,
  languageFacts,
  siteLanguages,
  type LanguageFacts,
  type SiteLanguage,
} from '@contracts/languages';

/**
 * The site's languages and their addresses. English pages keep today's paths; each
 * Marathi page is its English path under `/mr`. Pure functions: the language switch, the document
 * head (hreflang alternates), the sitemap and the build scripts all derive addresses here. The
 * list and each language's facts are the shared contracts/languages.ts, which the server and the
 * build scripts read too.
 */

export type Locale = SiteLanguage;

/** English first: it is the default (`x-default`) and the root of the site. */
export const locales: readonly Locale[] = siteLanguages;

export const defaultLocale: Locale = defaultLanguage;

const byLocale = <K extends keyof LanguageFacts>(key: K) =>
  Object.fromEntries(siteLanguages.map((locale) => [locale, languageFacts[locale][key]])) as Record<
    Locale,
    LanguageFacts[K]
  >;

/** Where a locale's pages live: '' for the root, else `/xx`. */
export const localePrefix: Readonly<Record<Locale, string>> = byLocale('pathPrefix');

/** `<html lang>` of a locale's pages. */
export const htmlLang: Readonly<Record<Locale, string>> = byLocale('htmlLang');

/** The language-region tag of `hreflang` alternates and the sitemap. */
export const hreflang: Readonly<Record<Locale, string>> = byLocale('hreflang');

/** Open Graph's language_TERRITORY form. */
export const ogLocale: Readonly<Record<Locale, string>> = byLocale('ogLocale');

/** Each language named in itself, as the switch shows it. */
export const localeName: Readonly<Record<Locale, string>> = byLocale('name');

const hasPrefix = (path: string, prefix: string) =>
  prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));

/** The language of a page address (a pathname, without query or hash). */
export function localeFromPath(path: string): Locale {
  return locales.find((locale) => hasPrefix(path, localePrefix[locale])) ?? defaultLocale;
}

/** The English (router) path of a page address: `/mr/programs` → `/programs`, `/mr` → `/`. */
export function routerPath(path: string): string {
  const prefix = localePrefix[localeFromPath(path)];
  return path.slice(prefix.length) || '/';
}

/**
 * A router path in a locale: `/programs` → `/mr/programs`. The Marathi home is `/mr`, without the
 * trailing slash: Hosting (trailingSlash: false) redirects `/mr/` there, and a canonical URL or an
 * hreflang alternate must not be a redirect.
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The same page in another language, keeping the query and hash:
 * `/programs?tab=exams#faq` → `/mr/programs?tab=exams#faq`, and back.
 */
export function pathInLocale(pathWithQueryAndHash: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithQueryAndHash);
  const path = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  return `${localizedPath(routerPath(path), target)}${rest}`;
}

/** The first of the visitor's languages the site has, if any: `mr-IN` → `mr`. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    const found = locales.find((locale) => locale === base);
    if (found) return found;
  }
  return null;
}
