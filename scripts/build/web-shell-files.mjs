// @ts-check
// The web build's hand-off to the page functions (contracts/web-shell.ts names the files): each
// edition's shell, the templates of the pages a function renders, a translated edition's 404 page,
// its server entry and its site facts, copied into functions/web-shell/ — English at the top, each
// translated edition in its folder. They deploy with the functions package and sit on disk in the
// emulator, so the functions read files in both alike (functions/src/pages/web-shell.ts).
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { rootDir } from '../lib/config.mjs';
import { pageUrls } from './site-files.mjs';

/** @typedef {import('./prerender-edition.mjs').Edition} Edition */

export const webShellDir = join(rootDir, 'functions', 'web-shell');

/**
 * Writes functions/web-shell/ afresh from the prerendered editions, English first.
 * @param {readonly Edition[]} editions
 */
export function writeWebShellFiles(editions) {
  const [english] = editions;
  if (!english) throw new Error('No English edition');
  const { buildPages, siteOrigin, pageAlternates } = english.entry;
  rmSync(webShellDir, { recursive: true, force: true });
  // The registry's public routes in every language, for the sitemap function.
  const sitemapPages = pageUrls({
    origin: siteOrigin,
    pages: buildPages,
    alternates: (path) => pageAlternates(path, siteOrigin),
  });
  for (const edition of editions) {
    const translated = edition !== english;
    const to = translated ? join(webShellDir, edition.locale) : webShellDir;
    mkdirSync(to, { recursive: true });
    copyFileSync(join(edition.distDir, 'app.html'), join(to, 'app.html'));
    if (translated) copyFileSync(join(edition.distDir, '404.html'), join(to, '404.html'));
    for (const { file, html } of edition.functionTemplates) writeFileSync(join(to, file), html);
    copyServerEntry(edition.ssrDir, join(to, 'ssr'));
    rmSync(edition.ssrDir, { recursive: true, force: true });
    const facts = { origin: siteOrigin, ...edition.entry.linkPreviewFacts, pages: sitemapPages };
    writeFileSync(join(to, 'site.json'), `${JSON.stringify(facts, null, 2)}\n`);
  }
}

/**
 * The server entry and its chunks (its images are the web build's own files, not needed here),
 * as ES modules inside the CommonJS functions package.
 * @param {string} ssrDir @param {string} to
 */
function copyServerEntry(ssrDir, to) {
  mkdirSync(to, { recursive: true });
  copyFileSync(join(ssrDir, 'entry-server.js'), join(to, 'entry-server.js'));
  cpSync(join(ssrDir, 'assets'), join(to, 'assets'), {
    recursive: true,
    filter: (source) => source.endsWith('.js') || !basename(source).includes('.'),
  });
  writeFileSync(join(to, 'package.json'), '{ "type": "module" }\n');
}
