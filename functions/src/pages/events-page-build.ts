import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { functionTemplateFile, WEB_SHELL_FILES, type WebRenderer } from '../contracts/web-shell';
import type { TranslatedEdition } from './editions';
import type { RenderedPageBuild as EventsPageBuild } from './data-page-answer';
import { WEB_SHELL_DIR } from './web-shell';

const isWebRenderer = (value: unknown): value is WebRenderer => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['eventsSeed', 'eventsSeedHtml', 'renderPage'].every(
    (name) => typeof entry[name] === 'function',
  );
};

/**
 * The web app's server entry, an ES module the build copied into web-shell/[edition/]ssr/. Node
 * keeps it for the instance's life: its chunks import it back by its plain address, so a second
 * copy (say, under a cache-busting query) would split React's and the router's state in two. A
 * rebuilt web app is therefore served from the next start of the emulator (npm start builds first).
 */
async function importRenderer(file: string): Promise<WebRenderer> {
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isWebRenderer(entry)) throw new Error(`${file} is not the web app's server entry`);
  return entry;
}

/**
 * The template of the page at `pagePath` (a registry path a function renders: /events, /gallery, /events/:eventId)
 * and the server entry, of the English build or a translated edition.
 */
export async function loadRenderedPageBuild(
  pagePath: string,
  edition: TranslatedEdition | null,
  dir: string = WEB_SHELL_DIR,
): Promise<EventsPageBuild> {
  const from = edition ? join(dir, edition) : dir;
  const [template, renderer] = await Promise.all([
    readFile(join(from, functionTemplateFile(pagePath)), 'utf8'),
    importRenderer(join(from, WEB_SHELL_FILES.serverEntry)),
  ]);
  return { template, renderer };
}

/** The events page's template and server entry of the English build or a translated edition. */
export function loadEventsPageBuild(
  edition: TranslatedEdition | null,
  dir: string = WEB_SHELL_DIR,
): Promise<EventsPageBuild> {
  return loadRenderedPageBuild('/events', edition, dir);
}
