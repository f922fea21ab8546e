import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFactsSchema, WEB_SHELL_FILES, type SiteFacts } from '../contracts/web-shell';
import type { TranslatedEdition } from './editions';

/**
 * The web build's output the page functions answer with: the prerendered SPA shell (`app.html`,
 * with the hashed script and stylesheet links of the same build) and the site facts. The web build
 * copies both into functions/web-shell/ (the hand-off: contracts/web-shell.ts), which deploys with
 * the functions package and sits on disk in the emulator; nothing is fetched at request time.
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
    readFile(join(from, WEB_SHELL_FILES.shell), 'utf8'),
    readFile(join(from, WEB_SHELL_FILES.facts), 'utf8'),
  ]);
  return { appHtml, facts: siteFactsSchema.parse(JSON.parse(factsText)) };
}

/** A translated edition's prerendered not-found page (web/dist/<edition>/404.html, copied). */
export function loadEditionNotFoundPage(
  edition: TranslatedEdition,
  dir: string = WEB_SHELL_DIR,
): Promise<string> {
  return readFile(join(dir, edition, WEB_SHELL_FILES.notFound), 'utf8');
}
