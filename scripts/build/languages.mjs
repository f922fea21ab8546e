// @ts-check
// The site's languages for the build scripts: functions/src/contracts/languages.ts, the one list
// the web app and the functions read too, loaded with its types stripped. Every script that needs
// the editions (prerendering, the Hosting rewrites) asks here instead of keeping its own list.
import { join } from 'node:path';
import { rootDir } from '../lib/config.mjs';
import { loadTsModule } from '../lib/page-registry.mjs';

export const languagesFile = join(rootDir, 'functions', 'src', 'contracts', 'languages.ts');

/** @typedef {typeof import('../../functions/src/contracts/languages.js')} Languages */

/** @returns {Promise<Languages>} */
export async function loadLanguages() {
  return loadTsModule(languagesFile);
}

/**
 * The translated editions' path prefixes (`/mr`), in the list's order: each edition is its own
 * build with its own shell (`/mr/app.html`) and its prerendered pages as files under its folder.
 * @returns {Promise<string[]>}
 */
export async function editionPrefixes() {
  const { translatedLanguages, languageFacts } = await loadLanguages();
  return translatedLanguages.map((language) => {
    const facts = languageFacts[language];
    if (!facts?.pathPrefix) throw new Error(`${language} has no path prefix in languages.ts`);
    return facts.pathPrefix;
  });
}
