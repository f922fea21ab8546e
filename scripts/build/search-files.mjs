// @ts-check
// What search engines read from the build: robots.txt, what to skip in every language
// (web/src/config/site-origin.ts gives the address). What to list is /sitemap.xml, answered live
// by a function so new events appear without a rebuild; no static sitemap.xml here, which Hosting
// would serve before any rewrite.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { robotsTxt } from './site-files.mjs';

/** @typedef {import('./prerender-edition.mjs').Edition} Edition */
/** @typedef {import('../../functions/src/contracts/languages.js').SiteLanguage} SiteLanguage */

/**
 * @param {string} distDir the root of web/dist
 * @param {Edition} english @param {readonly SiteLanguage[]} locales every edition's language
 */
export function writeSearchFiles(distDir, english, locales) {
  const { buildPages, siteOrigin, localizedPath } = english.entry;
  const everyEditionsPages = locales.flatMap((locale) =>
    buildPages.map((page) => ({ ...page, path: localizedPath(page.path, locale) })),
  );
  writeFileSync(
    join(distDir, 'robots.txt'),
    robotsTxt({ origin: siteOrigin, pages: everyEditionsPages }),
  );
  rmSync(join(distDir, 'sitemap.xml'), { force: true });
}
