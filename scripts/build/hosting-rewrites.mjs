// @ts-check
// Firebase Hosting's rewrites from the page registry (web/src/config/page-registry.ts). Hosting
// serves a file when one matches (the prerendered pages), else the first matching rewrite, else
// web/dist/404.html with status 404. So only the app's own client-side routes — the pages that are
// not prerendered — go to the SPA shell or to the function that serves them, and every other path
// is a real 404, not a soft one. scripts/build/firebase-config.mjs puts them into firebase.json
// (`npm run hosting:config`); a unit test keeps the file equal to what it generates.

/** The SPA shell: index.html before prerendering replaced it with the home page. */
export const SPA_SHELL = '/app.html';

/** The shell of the edition at `prefix` ('' for English). */
export const editionShell = (/** @type {string} */ prefix) => `${prefix}${SPA_SHELL}`;

/** Where the functions run: functions/src/region.ts says it, a unit test keeps this equal. */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * Pages a function answers, by registry path, in every edition: the event page, rendered with the
 * event and its title and share tags in its <head> in the edition's language (functions/src/
 * event-page.ts), a championship's brackets, rendered with the draw (functions/src/
 * brackets-page.ts), the events list, rendered with its events so the cards arrive with the page
 * (functions/src/events-page.ts), and the gallery, rendered with its public pictures (functions/
 * src/gallery-page.ts). A rendered page is prerendered into its function's template, not into
 * web/dist, where Hosting would serve the file before the rewrite.
 * @type {Readonly<Record<string, string>>}
 */
export const PAGE_FUNCTIONS = {
  '/events/:eventId': 'eventPage',
  '/events/:eventId/brackets': 'bracketsPage',
  '/events': 'eventsPage',
  '/gallery': 'galleryPage',
};

/**
 * Files a function writes live: the sitemap lists every event (functions/src/sitemap.ts).
 * @type {Readonly<Record<string, string>>}
 */
export const FILE_FUNCTIONS = { '/sitemap.xml': 'sitemap' };

/**
 * Functions that answer whole paths of their own, first of all rewrites so no page or shell
 * rewrite shadows them: the API. A new one is a line here.
 * @type {readonly { source: string, functionId: string }[]}
 */
export const OWN_PATH_FUNCTIONS = [{ source: '/api/**', functionId: 'api' }];

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
 * @param {readonly string[]} editionPrefixes the translated editions' prefixes (`/mr`)
 * @returns {Rewrite[]}
 */
export function functionRewrites(pages, editionPrefixes) {
  const files = Object.entries(FILE_FUNCTIONS).map(([path, id]) => toFunction(path, id));
  const servedPages = pages.filter((page) => PAGE_FUNCTIONS[page.path]);
  const served = ['', ...editionPrefixes].flatMap((prefix) =>
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
 * @param {readonly RoutedPage[]} pages @param {readonly string[]} editionPrefixes
 * @returns {Rewrite[]}
 */
export function spaRewrites(pages, editionPrefixes) {
  const clientPages = pages.filter(
    (page) => !page.prerender && page.path !== '*' && !PAGE_FUNCTIONS[page.path],
  );
  return ['', ...editionPrefixes].flatMap((prefix) =>
    clientPages.map((page) => ({
      source: `${prefix}${hostingGlob(page.path)}`,
      destination: editionShell(prefix),
    })),
  );
}

/**
 * Each translated edition's catch-all, to its not-found function: last, as Hosting takes the first
 * matching rewrite, so only paths that are neither a file nor one of the edition's pages reach it.
 * @param {readonly string[]} editionPrefixes
 * @returns {Rewrite[]}
 */
export function editionNotFoundRewrites(editionPrefixes) {
  return editionPrefixes.map((prefix) => toFunction(`${prefix}/**`, EDITION_NOT_FOUND_FUNCTION));
}

/**
 * All of firebase.json's rewrites, in the order Hosting must try them: the functions with paths of
 * their own (so `/api/**` keeps precedence), then the page functions, then the shell, then the
 * editions' not-found catch-alls.
 * @param {readonly RoutedPage[]} pages @param {readonly string[]} editionPrefixes
 * @returns {Rewrite[]}
 */
export function hostingRewrites(pages, editionPrefixes) {
  return [
    ...OWN_PATH_FUNCTIONS.map(({ source, functionId }) => toFunction(source, functionId)),
    ...functionRewrites(pages, editionPrefixes),
    ...spaRewrites(pages, editionPrefixes),
    ...editionNotFoundRewrites(editionPrefixes),
  ];
}
