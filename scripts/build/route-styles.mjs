// @ts-check
// The stylesheets a prerendered page needs in its <head>: its own route module's CSS and that of
// the modules it imports statically, found in Vite's build manifest. Linked from the page's HTML,
// with the shell's, as one stylesheet (page-stylesheet.mjs) so the styles are there at first
// paint: without them the prerendered page shifts when the route chunk arrives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkOneStylesheet } from './page-stylesheet.mjs';

/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */
/** @typedef {import('../../functions/src/contracts/web-shell.js').BuildPage} BuildPage */

/**
 * The linker of one edition's build: `distDir` holds its manifest, `base` prefixes its assets.
 * @param {string} distDir @param {string} base
 */
export function routeStylesLinker(distDir, base) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

  /** @param {BuildPage} page @returns {Set<string>} */
  function routeStyles(page) {
    const key = page.file;
    if (!manifest[key]) throw new Error(`No chunk for ${key} (${page.path}) in the Vite manifest`);
    const scripts = new Set();
    /** @type {Set<string>} */
    const styles = new Set();
    const visit = (/** @type {string} */ chunkKey) => {
      const chunk = manifest[chunkKey];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return styles;
  }

  /**
   * `html` with the page's stylesheets and the shell's as one render-blocking stylesheet
   * (page-stylesheet.mjs).
   * @param {string} html @param {BuildPage} page
   */
  return function linkRouteStyles(html, page) {
    // Styles only: preloading the route's scripts as well competed with the stylesheets for the
    // first round trips and delayed the first paint (Lighthouse FCP on a slow phone profile).
    return linkOneStylesheet(html, distDir, base, [...routeStyles(page)]);
  };
}
