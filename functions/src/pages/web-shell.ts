import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TranslatedEdition } from './editions';
import { siteFactsSchema, type SiteFacts } from './site-facts';

/**
 * The web build's output the page functions answer with: the prerendered SPA shell (`app.html`,
 * with the hashed script and stylesheet links of the same build) and the site facts. The web build
 * (scripts/prerender.mjs) copies both into functions/web-shell/, which deploys with the functions
 * package and sits on disk in the emulator; nothing is fetched over the network at request time.
 */
export const WEB_SHELL_DIR = join(__dirname, '..', '..', 'web-shell');

export interface WebShell {
  appHtml: string;
  facts: SiteFacts;
}

/**
 * The English build's files, or a translated edition's (its own shell and facts, in its folder).
 * Read on every (CDN-missed) request rather than once per instance: the files are a few KB, and
 * the emulator then serves a rebuilt web app without restarting the functions.
 */
export async function loadWebShell(
  edition: TranslatedEdition | null = null,
  dir: string = WEB_SHELL_DIR,
): Promise<WebShell> {
  const from = edition ? join(dir, edition) : dir;
  const [appHtml, factsText] = await Promise.all([
    readFile(join(from, 'app.html'), 'utf8'),
    readFile(join(from, 'site.json'), 'utf8'),
  ]);
  return { appHtml, facts: siteFactsSchema.parse(JSON.parse(factsText)) };
}

/** A translated edition's prerendered not-found page (web/dist/<edition>/404.html, copied). */
export function loadEditionNotFoundPage(
  edition: TranslatedEdition,
  dir: string = WEB_SHELL_DIR,
): Promise<string> {
  return readFile(join(dir, edition, '404.html'), 'utf8');
}
