/**
 * The site's languages: the one list every other place reads. The web app's address helpers
 * (web/src/lib/i18n/locales.ts), the server's language enum (site-language.ts), the page
 * functions' editions (functions/src/pages/editions.ts), the build scripts (scripts/build/
 * editions.mjs) and the Hosting rewrites all derive from it. Adding a language is a row here, a
 * `.<code>.ts` twin of each translated module, and nothing else to keep in step.
 *
 * No imports: Node scripts load this file with its types stripped (scripts/lib/page-registry.mjs
 * `loadTsModule`), before anything is built.
 */

/** English first: it is the default (`x-default`) and lives at the root of the site. */
export const siteLanguages = ['en', 'mr'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

export const defaultLanguage = 'en' satisfies SiteLanguage;
/** A language with its own edition under a path prefix. */
export type TranslatedLanguage = Exclude<SiteLanguage, typeof defaultLanguage>;

export interface LanguageFacts {
  /** Where the language's pages live: '' for the root, else `/<code>`. */
  pathPrefix: string;
  /** `<html lang>` of its pages. */
  htmlLang: string;
  /** The language-region tag of hreflang alternates and the sitemap. */
  hreflang: string;
  /** Open Graph's language_TERRITORY form. */
  ogLocale: string;
  /** The language named in itself, as the language switch shows it. */
  name: string;
}

export const languageFacts: Readonly<Record<SiteLanguage, LanguageFacts>> = {
  en: { pathPrefix: '', htmlLang: 'en', hreflang: 'en-IN', ogLocale: 'en_IN', name: 'English' },
  mr: { pathPrefix: '/mr', htmlLang: 'mr', hreflang: 'mr-IN', ogLocale: 'mr_IN', name: 'मराठी' },
};

/** The languages built as a second edition under their own prefix (every one but the default). */
export const translatedLanguages: readonly TranslatedLanguage[] = siteLanguages.filter(
  (language): language is TranslatedLanguage => language !== defaultLanguage,
);
