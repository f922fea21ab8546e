// @ts-check
// Prerenders one edition (English at the root of web/dist, a translated one in web/dist/<code>):
// every page the registry marks `prerender` into its own HTML file, and the not-found page into
// 404.html, each from the edition's shell with the page's <head> written by the one head writer
// (contracts/head-tags.ts, through the server entry). Pages a function renders per request are
// kept aside as that function's template instead (scripts/build/web-shell-files.mjs copies them).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rootDir } from '../lib/config.mjs';
import { appStarter } from './app-start.mjs';
import { PAGE_FUNCTIONS } from './hosting-rewrites.mjs';
import { readManifest, routeScriptsFinder, routeStylesLinker } from './route-styles.mjs';
import { loadServerEntry } from './server-entry.mjs';

/**
 * @typedef {import('../../functions/src/contracts/web-shell.js').ServerEntry} ServerEntry
 * @typedef {import('../../functions/src/contracts/web-shell.js').BuildPage} BuildPage
 * @typedef {{ file: string, html: string }} FunctionTemplate
 * @typedef {{ entry: ServerEntry, locale: string, distDir: string, ssrDir: string,
 *   functionTemplates: FunctionTemplate[] }} Edition
 */

export const rootDistDir = join(rootDir, 'web', 'dist');

const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * Prerenders the edition of `locale` into its folder of web/dist.
 * @param {string} locale @param {string} pathPrefix '' for the root, else `/<code>`
 * @returns {Promise<Edition>}
 */
export async function prerenderEdition(locale, pathPrefix) {
  const { entry, ssrDir } = await loadServerEntry(locale);
  const { renderPage, buildPages, prerenderProblems, documentLang, fillShellHead } = entry;
  const { EMPTY_ROOT, templateFile, functionTemplateFile } = entry;
  const distDir = join(rootDistDir, pathPrefix);
  /** The edition's base URL, as its Vite build prefixes its assets. */
  const base = `${pathPrefix}/`;

  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`${distDir}/index.html has no ${EMPTY_ROOT}`);
  if (!template.includes(`<html lang="${documentLang}"`))
    throw new Error(`${distDir}/index.html is not <html lang="${documentLang}">`);
  if (!descriptionTag.test(template)) throw new Error(`${distDir}/index.html has no description`);
  // The empty shell, before prerendering replaces index.html with the home page.
  copyFileSync(join(distDir, 'index.html'), join(distDir, 'app.html'));
  const manifest = readManifest(distDir);
  const linkRouteStyles = routeStylesLinker(distDir, base, manifest);
  const routeScripts = routeScriptsFinder(distDir, base, manifest);
  // Prerendered pages (and the function templates that are rendered too) start the app after
  // their first paint; app.html, copied above, keeps Vite's tags.
  const startAfterPaint = appStarter(distDir, base);

  /** @type {FunctionTemplate[]} */
  const functionTemplates = [];

  /**
   * Renders `path` (a router path) into the shell as `page` and writes it to `file`. A page a
   * function serves keeps its root empty and goes to functionTemplates, not to web/dist, where
   * Hosting would serve the file before the rewrite.
   * @param {BuildPage} page @param {string} path @param {string} file
   */
  async function prerender(page, path, file) {
    const rendered = await renderPage(path);
    const where = `${base}${path.slice(1)} (${locale})`;
    if (rendered.status !== 200)
      throw new Error(`${where} prerendered with status ${rendered.status}`);
    // The CSP allows no inline script; a page that rendered one would break in production.
    if (/<script(?![^>]*\bsrc=)/i.test(rendered.html))
      throw new Error(`${where} rendered an inline <script>`);
    const problems = prerenderProblems(rendered.html);
    if (problems.length)
      throw new Error(`${where} prerendered without its content: ${problems.join('; ')}`);
    const served = Boolean(PAGE_FUNCTIONS[page.path]);
    const body = served ? EMPTY_ROOT : `<div id="root">${rendered.html}</div>`;
    const html = startAfterPaint(
      fillShellHead(
        linkRouteStyles(template, page).replace(EMPTY_ROOT, () => body),
        rendered,
        rendered.headTags,
      ),
      routeScripts(page),
    );
    if (served) {
      functionTemplates.push({ file: functionTemplateFile(page.path), html });
      return;
    }
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), html);
  }

  const prerendered = buildPages.filter((page) => page.prerender);
  for (const page of prerendered) {
    const { path } = page;
    // Static HTML is the same for every visitor and every URL: member pages and patterns cannot be.
    if (page.access !== 'public' || /[:*]/.test(path))
      throw new Error(`${page.key} (${path}) cannot be prerendered: not a fixed public path`);
    // cleanUrls: Hosting serves /programs from programs.html (and /mr from mr/index.html).
    await prerender(page, path, path === '/' ? 'index.html' : templateFile(path));
  }

  // A page a function renders whose address holds a parameter (an event's page) has nothing to
  // render here: its template is the shell with the page's stylesheet and starter, its <head> left
  // for the function to write (the event's title and share tags).
  for (const page of buildPages.filter((page) => !page.prerender && PAGE_FUNCTIONS[page.path]))
    functionTemplates.push({
      file: functionTemplateFile(page.path),
      html: startAfterPaint(linkRouteStyles(template, page), routeScripts(page)),
    });

  // Hosting answers every path that is neither a file nor a rewrite with the root's 404.html and
  // status 404 (one for the whole site). It hydrates like any prerendered page: at whatever
  // address it is served, the router's catch-all page is the not-found page it shows. A translated
  // edition's 404.html is what its not-found function answers (copied to functions/web-shell).
  const notFound = buildPages.find((page) => page.path === '*');
  if (!notFound) throw new Error('The page registry has no catch-all (*) page for 404.html');
  await prerender(notFound, '/404', '404.html');
  console.log(`${locale}: prerendered ${prerendered.length} public pages into ${distDir}.`);
  return { entry, locale, distDir, ssrDir, functionTemplates };
}
