// @ts-check
// Firebase Hosting's rewrites from the page registry (web/src/config/page-registry.ts). Hosting
// serves a file when one matches (the prerendered pages), else the first matching rewrite, else
// web/dist/404.html with status 404. So only the app's own client-side routes — the pages that are
// not prerendered — go to the SPA shell or to the function that serves them, and every other path
// is a real 404, not a soft one. `npm run hosting:rewrites` writes them into firebase.json; a unit
// test keeps the two equal.

/** The SPA shell: index.html before prerendering replaced it with the home page. */
export const SPA_SHELL = '/app.html';

/**
 * The translated editions' path prefixes (web/src/lib/i18n/locales.ts `localePrefix`, a
 * unit test keeps the two equal). Each edition is its own build with its own shell
 * (`/mr/app.html`); its prerendered pages are files (web/dist/mr/programs.html).
 */
export const EDITION_PREFIXES = ['/mr'];

/** The shell of the edition at `prefix` ('' for English). */
export const editionShell = (/** @type {string} */ prefix) => `${prefix}${SPA_SHELL}`;

const isShell = (/** @type {string | undefined} */ destination) =>
  ['', ...EDITION_PREFIXES].some((prefix) => destination === editionShell(prefix));

/** Where the functions run: functions/src/region.ts says it, a unit test keeps this equal. */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * Pages a function answers, by registry path, in every edition: the event page, whose shell gets
 * the event's title and share tags in its <head> in the edition's language (functions/src/
 * event-page.ts), and the events list, rendered with its events so the cards arrive with the page
 * (functions/src/events-page.ts; prerendered into the function's template, not into web/dist).
 * @type {Readonly<Record<string, string>>}
 */
export const PAGE_FUNCTIONS = { '/events/:eventId': 'eventPage', '/events': 'eventsPage' };

/**
 * Files a function writes live: the sitemap lists every event (functions/src/sitemap.ts).
 * @type {Readonly<Record<string, string>>}
 */
export const FILE_FUNCTIONS = { '/sitemap.xml': 'sitemap' };

/**
 * Answers a translated edition's unknown paths with that edition's not-found page and status 404
 * (functions/src/not-found-page.ts): Hosting's own 404.html is one file for the whole site, in
 * English.
 */
export const EDITION_NOT_FOUND_FUNCTION = 'notFoundPage';

/** @typedef {{ path: string, prerender: boolean }} RoutedPage */
/** @typedef {{ source: string, destination?: string, function?: unknown, run?: unknown }} Rewrite */

/**
 * A registry path as a Hosting glob: a `:name` segment becomes `*` (one segment, like the
 * router's parameter).
 * @param {string} path
 */
export const hostingGlob = (path) => path.replace(/:\w+/g, '*');

/** @param {string} source @param {string} functionId @returns {Rewrite} */
const toFunction = (source, functionId) => ({
  source,
  function: { functionId, region: FUNCTIONS_REGION },
});

/**
 * The rewrites to the page functions: the files they write, then the pages they serve (registry
 * order, English then each translated edition). A page's glob has one segment per parameter, so
 * /events/a/b stays a 404.
 * @param {readonly RoutedPage[]} pages
 * @returns {Rewrite[]}
 */
export function functionRewrites(pages) {
  const files = Object.entries(FILE_FUNCTIONS).map(([path, id]) => toFunction(path, id));
  const servedPages = pages.filter((page) => PAGE_FUNCTIONS[page.path]);
  const served = ['', ...EDITION_PREFIXES].flatMap((prefix) =>
    servedPages.map((page) =>
      toFunction(`${prefix}${hostingGlob(page.path)}`, PAGE_FUNCTIONS[page.path] ?? ''),
    ),
  );
  return [...files, ...served];
}

/**
 * The rewrites to the shell, one per page the browser renders itself, in registry order, English
 * then each translated edition. The catch-all `*` page is left to the not-found pages, and a page
 * a function serves to its function.
 * @param {readonly RoutedPage[]} pages
 * @returns {Rewrite[]}
 */
export function spaRewrites(pages) {
  const clientPages = pages.filter(
    (page) => !page.prerender && page.path !== '*' && !PAGE_FUNCTIONS[page.path],
  );
  return ['', ...EDITION_PREFIXES].flatMap((prefix) =>
    clientPages.map((page) => ({
      source: `${prefix}${hostingGlob(page.path)}`,
      destination: editionShell(prefix),
    })),
  );
}

/**
 * Each translated edition's catch-all, to its not-found function: last, as Hosting takes the first
 * matching rewrite, so only paths that are neither a file nor one of the edition's pages reach it.
 * @returns {Rewrite[]}
 */
export function editionNotFoundRewrites() {
  return EDITION_PREFIXES.map((prefix) => toFunction(`${prefix}/**`, EDITION_NOT_FOUND_FUNCTION));
}

/**
 * firebase.json's rewrites with the generated ones regenerated: the others (the API, any other
 * function) stay first in their order, so `/api/**` keeps precedence; then the page functions,
 * then the shell, then the editions' not-found catch-alls.
 * @param {readonly Rewrite[]} current @param {readonly RoutedPage[]} pages
 * @returns {Rewrite[]}
 */
export function withSpaRewrites(current, pages) {
  const generated = functionRewrites(pages);
  const catchAlls = editionNotFoundRewrites();
  const generatedSources = new Set([...generated, ...catchAlls].map((rewrite) => rewrite.source));
  const others = current.filter(
    (rewrite) => !isShell(rewrite.destination) && !generatedSources.has(rewrite.source),
  );
  return [...others, ...generated, ...spaRewrites(pages), ...catchAlls];
}
