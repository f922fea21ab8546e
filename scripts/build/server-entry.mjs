// @ts-check
// One edition's server entry (web/src/entry-server.tsx), built with the same Vite config and
// plugins as its browser build (SITE_LOCALE picks the edition) and loaded, for prerendering and
// for the page functions' copy (scripts/build/web-shell-files.mjs).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../lib/config.mjs';

/** @typedef {import('../../functions/src/contracts/web-shell.js').ServerEntry} ServerEntry */

const webDir = join(rootDir, 'web');

/**
 * Builds the entry of `locale` into .tmp/ssr/<locale> and imports it.
 * @param {string} locale
 * @returns {Promise<{ entry: ServerEntry, ssrDir: string }>}
 */
export async function loadServerEntry(locale) {
  const ssrDir = join(rootDir, '.tmp', 'ssr', locale);
  rmSync(ssrDir, { recursive: true, force: true });
  execFileSync(
    join(rootDir, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, SITE_LOCALE: locale } },
  );
  /** @type {ServerEntry} */
  const entry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  if (entry.locale !== locale) throw new Error(`The ${locale} server entry says ${entry.locale}`);
  return { entry, ssrDir };
}
