// @ts-check
// The stylesheets a prerendered page needs in its <head>: its own route module's CSS and that of
// the modules it imports statically, found in Vite's build manifest. Linked from the page's HTML,
// with the shell's, as one stylesheet (page-stylesheet.mjs) so the styles are there at first
// paint: without them the prerendered page shifts when the route chunk arrives. The same modules'
// scripts are what the app's starter preloads after the first paint (app-start.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkOneStylesheet } from './page-stylesheet.mjs';

/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */
/** @typedef {import('../../functions/src/contracts/web-shell.js').BuildPage} BuildPage */

/**
 * The route module of `page` and every module it imports statically, in Vite's build manifest:
 * their script files, each after the modules it imports (the route's own last: the app evaluates
 * them in this order, one per task) and their CSS files (the route's own first).
 * @param {Record<string, ManifestChunk>} manifest @param {BuildPage} page
 */
function routeChunks(manifest, page) {
  const key = page.file;
  if (!manifest[key]) throw new Error(`No chunk for ${key} (${page.path}) in the Vite manifest`);
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  const visit = (/** @type {string} */ chunkKey) => {
    const chunk = manifest[chunkKey];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.add(chunk.file);
  };
  visit(key);
  return { scripts, styles };
}

/**
 * An edition's Vite build manifest, read once by the build and given to both functions below.
 * @param {string} distDir @returns {Record<string, ManifestChunk>}
 */
export const readManifest = (distDir) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The linker of one edition's build: `distDir` holds its manifest, `base` prefixes its assets.
 * @param {string} distDir @param {string} base @param {Record<string, ManifestChunk>} [manifest]
 */
export function routeStylesLinker(distDir, base, manifest = readManifest(distDir)) {
  /**
   * `html` with the page's stylesheets and the shell's as one render-blocking stylesheet
   * (page-stylesheet.mjs).
   * @param {string} html @param {BuildPage} page
   */
  return function linkRouteStyles(html, page) {
    // Styles only: preloading the route's scripts from the <head> as well competed with the
    // stylesheets for the first round trips and delayed the first paint (Lighthouse FCP on a slow
    // phone profile). The scripts are preloaded after the first paint (routeScriptsFinder).
    return linkOneStylesheet(html, distDir, base, [...routeChunks(manifest, page).styles]);
  };
}

/**
 * The URLs of the scripts a page's route needs (its module and its static imports, each after what
 * it imports), for the app's starter to preload after the first paint (app-start.mjs) while the
 * app's entry downloads: the route module is otherwise only requested once the entry has run, a
 * second round of downloads. The app then evaluates them in this order, one per task
 * (web/src/app/route-modules.ts).
 * @param {string} distDir @param {string} base @param {Record<string, ManifestChunk>} [manifest]
 * @returns {(page: BuildPage) => string[]}
 */
export function routeScriptsFinder(distDir, base, manifest = readManifest(distDir)) {
  return (page) => [...routeChunks(manifest, page).scripts].map((file) => `${base}${file}`);
}
