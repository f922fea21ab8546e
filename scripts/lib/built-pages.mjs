// @ts-check
// The site's pages as the last web build listed them (scripts/build/prerender.mjs writes the list from
// the page registry, web/src/config/page-registry.ts), for the checks that run on a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './config.mjs';

export const builtPagesFile = join(rootDir, 'web', 'dist', '.vite', 'pages.json');

/**
 * @typedef {{ key: string, path: string, title: string, description: string,
 *   access: 'public' | 'member' | 'admin', layout: 'site' | 'standalone', prerender: boolean,
 *   indexable: boolean, shareImage: string, file: string }} BuiltPage
 */

/** @returns {BuiltPage[]} */
export function readBuiltPages() {
  if (!existsSync(builtPagesFile))
    throw new Error(
      `${builtPagesFile} is missing: build the web app first (npm run build -w web).`,
    );
  return JSON.parse(readFileSync(builtPagesFile, 'utf8'));
}

/**
 * Marathi pages held to the same budgets: the edition's home and its heaviest page. The
 * others are the English pages' twins with the same code and styles.
 */
export const MARATHI_BUDGET_PATHS = ['/mr', '/mr/programs'];

/**
 * The pages served as static HTML: public, the same for everyone, held to the Lighthouse and page
 * budgets; the English ones, then the Marathi ones above.
 */
export function prerenderedPaths() {
  const english = readBuiltPages()
    .filter((page) => page.prerender)
    .map((page) => page.path);
  return [...english, ...MARATHI_BUDGET_PATHS];
}
