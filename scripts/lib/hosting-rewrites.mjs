// @ts-check
// Firebase Hosting's rewrites from the page registry (web/src/config/page-registry.ts). Hosting
// serves a file when one matches (the prerendered pages), else the first matching rewrite, else
// web/dist/404.html with status 404. So only the app's own client-side routes — the pages that are
// not prerendered — go to the SPA shell, and every other path is a real 404, not a soft one.
// `npm run hosting:rewrites` writes them into firebase.json; a unit test keeps the two equal.

/** The SPA shell: index.html before prerendering replaced it with the home page. */
export const SPA_SHELL = '/app.html';

/** @typedef {{ path: string, prerender: boolean }} RoutedPage */
/** @typedef {{ source: string, destination?: string, function?: unknown, run?: unknown }} Rewrite */

/**
 * A registry path as a Hosting glob: a `:name` segment becomes `*` (one segment, like the
 * router's parameter).
 * @param {string} path
 */
export const hostingGlob = (path) => path.replace(/:\w+/g, '*');

/**
 * The rewrites to the shell, one per page the browser renders itself, in registry order. The
 * catch-all `*` page is left to 404.html.
 * @param {readonly RoutedPage[]} pages
 * @returns {Rewrite[]}
 */
export function spaRewrites(pages) {
  return pages
    .filter((page) => !page.prerender && page.path !== '*')
    .map((page) => ({ source: hostingGlob(page.path), destination: SPA_SHELL }));
}

/**
 * firebase.json's rewrites with the shell's regenerated: the others (the API, any function) stay
 * first in their order, so `/api/**` keeps precedence and a function may take over a page's path.
 * @param {readonly Rewrite[]} current @param {readonly RoutedPage[]} pages
 * @returns {Rewrite[]}
 */
export function withSpaRewrites(current, pages) {
  const others = current.filter((rewrite) => rewrite.destination !== SPA_SHELL);
  return [...others, ...spaRewrites(pages)];
}
