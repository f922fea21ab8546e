import { z } from 'zod';

/**
 * The site's languages, as a request may name them: what the server writes for a member
 * outside a page (the password-reset mail) follows the edition the request came from. The web
 * app's own list is web/src/lib/i18n/locales.ts; a unit test there keeps the two equal.
 */
export const siteLanguages = ['en', 'mr'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

export const siteLanguageSchema = z.enum(siteLanguages);

/** Where a language's pages live: '' for English at the root, else `/xx`. */
export const sitePathPrefix = (language: SiteLanguage): string =>
  language === 'en' ? '' : `/${language}`;
