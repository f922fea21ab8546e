import { z } from 'zod';
import { languageFacts, siteLanguages, type SiteLanguage } from './languages';

/**
 * The site's languages, as a request may name them: what the server writes for a member
 * outside a page (the password-reset mail) follows the edition the request came from. The list
 * itself is languages.ts, which the web app reads too.
 */
export { siteLanguages, type SiteLanguage };

export const siteLanguageSchema = z.enum(siteLanguages);

/** Where a language's pages live: '' for English at the root, else `/xx`. */
export const sitePathPrefix = (language: SiteLanguage): string =>
  languageFacts[language].pathPrefix;
