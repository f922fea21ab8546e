// @ts-check
// Runs after `vite build` (web's build script): renders every public page to static HTML so it
// paints before any JavaScript arrives (docs/decisions.md, 'Prerendering'). The client then
// hydrates it (web/src/main.tsx). Which pages are prerendered is the page registry's `prerender`
// (web/src/config/page-registry.ts); the others (profile, enroll, event detail, reset links) and
// get `app.html`, the empty shell, through the Hosting rewrites firebase.json lists (generated from
// the registry: scripts/hosting-rewrites.mjs); every other path is answered with `404.html`, the
// not-found page prerendered here, with status 404. Event pages, the events list and /sitemap.xml
// are answered by functions (functions/src/event-page.ts, events-page.ts, sitemap.ts): the build
// copies the shell, the events page's template, this server entry and the site facts they need
// into functions/web-shell/, which deploys with the functions. Each page's <head> carries its description,
// canonical URL, robots, Open Graph and Twitter tags (web/src/config/page-head.ts). The build also
// writes robots.txt and a share image per public page (og/<page>.png), and fails
// when a prerendered page lacks its content. The page list goes to web/dist/.vite/pages.json
// (scripts/lib/built-pages.mjs) for the budget checks.
//
// The Marathi edition is built the same way from web/dist/mr (SITE_LOCALE=mr: the same
// source with its `.mr.ts` modules, web/build/locale-modules.ts) into web/dist/mr/**: the same
// pages, under /mr, with <html lang="mr">. The files both editions share (robots.txt, share
// images, the page list, the functions' shell) are written once, from the English build.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './lib/config.mjs';
import { builtPagesFile } from './lib/built-pages.mjs';
import { PAGE_FUNCTIONS } from './lib/hosting-rewrites.mjs';
import { shareImagePng } from './lib/share-image.mjs';
import { pageUrls, robotsTxt } from './lib/site-files.mjs';

const webDir = join(rootDir, 'web');
const rootDistDir = join(webDir, 'dist');
const webShellDir = join(rootDir, 'functions', 'web-shell');
/** The editions, English (the root) first; each has its own Vite build in web/dist[/<locale>]. */
const LOCALES = ['en', 'mr'];

/**
 * @typedef {import('./lib/built-pages.mjs').BuiltPage} BuiltPage
 * @typedef {{
 *   renderPage: (path: string) => Promise<{ html: string, title: string, description: string, headTags: string, status: number }>,
 *   buildPages: BuiltPage[],
 *   prerenderProblems: (html: string) => string[],
 *   siteOrigin: string,
 *   linkPreviewFacts: Record<string, unknown>,
 *   locale: string,
 *   documentLang: string,
 *   pageAlternates: (path: string, origin: string) => { hreflang: string, href: string }[],
 *   localizedPath: (path: string, locale: string) => string,
 * }} ServerEntry
 */

/** Builds the server entry of one edition (same Vite config and plugins) and loads it. */
async function loadServerEntry(/** @type {string} */ locale) {
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

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const rootTag = '<div id="root"></div>';

/**
 * Prerenders one edition into its folder of web/dist; returns its entry for the shared files.
 * @param {string} locale
 */
async function prerenderEdition(locale) {
  const { entry, ssrDir } = await loadServerEntry(locale);
  const { renderPage, buildPages, prerenderProblems, documentLang } = entry;
  const distDir = locale === 'en' ? rootDistDir : join(rootDistDir, locale);
  /** The edition's base URL, as its Vite build prefixes its assets. */
  const base = locale === 'en' ? '/' : `/${locale}/`;

  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!template.includes(rootTag)) throw new Error(`${distDir}/index.html has no ${rootTag}`);
  if (!template.includes(`<html lang="${documentLang}"`))
    throw new Error(`${distDir}/index.html is not <html lang="${documentLang}">`);
  if (!descriptionTag.test(template)) throw new Error(`${distDir}/index.html has no description`);
  copyFileSync(join(distDir, 'index.html'), join(distDir, 'app.html'));

  /** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

  /**
   * The page's own route module, its static imports and their CSS. The CSS is linked from the
   * page's HTML so the styles are there at first paint: without them the prerendered page shifts
   * when the route chunk arrives.
   * @param {BuiltPage} page
   */
  function routeStyles(page) {
    const key = page.file;
    if (!manifest[key]) throw new Error(`No chunk for ${key} (${page.path}) in the Vite manifest`);
    const scripts = new Set();
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

  /** @param {string} html @param {BuiltPage} page */
  function linkRouteAssets(html, page) {
    // Styles only: preloading the route's scripts as well competed with the stylesheets for the
    // first round trips and delayed the first paint (Lighthouse FCP on a slow phone profile).
    const links = [...routeStyles(page)]
      .filter((file) => !html.includes(`${base}${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
    return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  }

  /**
   * Pages a function renders per request from a template (the events list, rendered with its
   * events: functions/src/events-page.ts): the page with its <head> and an empty root, kept for
   * functions/web-shell. Not in web/dist, where Hosting would serve the file before the rewrite.
   * @type {{ file: string, html: string }[]}
   */
  const functionTemplates = [];

  /**
   * Renders `path` (a router path) into the template as `page` and writes it to `file`.
   * @param {BuiltPage} page @param {string} path @param {string} file
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
    const html = linkRouteAssets(template, page)
      .replace(rootTag, served ? rootTag : `<div id="root">${rendered.html}</div>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(
        descriptionTag,
        [
          `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
          rendered.headTags,
        ]
          .join('\n')
          .replace(/\n/g, '\n    '),
      );
    if (served) {
      functionTemplates.push({ file, html });
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
    await prerender(page, path, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  }

  // Hosting answers every path that is neither a file nor a rewrite with the root's 404.html and
  // status 404 (one for the whole site). It hydrates like any prerendered page: at whatever
  // address it is served, the router's catch-all page is the not-found page it shows. A translated
  // edition's 404.html is what its not-found function answers (copied to functions/web-shell).
  const notFound = buildPages.find((page) => page.path === '*');
  if (!notFound) throw new Error('The page registry has no catch-all (*) page for 404.html');
  await prerender(notFound, '/404', '404.html');
  console.log(`${locale}: prerendered ${prerendered.length} public pages into ${distDir}.`);
  return { ...entry, ssrDir, functionTemplates };
}

/** @type {(ServerEntry & { ssrDir: string, functionTemplates: { file: string, html: string }[] })[]} */
const editions = [];
for (const locale of LOCALES) editions.push(await prerenderEdition(locale));
const english = editions[0];
if (!english) throw new Error('No English edition');
const { buildPages, siteOrigin, pageAlternates, localizedPath } = english;

// Search engines: what to skip, in every language (web/src/config/site-origin.ts gives the
// address). What to list is /sitemap.xml, answered live by a function (so new events appear
// without a rebuild); no static sitemap.xml here, which Hosting would serve before any rewrite.
const everyEditionsPages = LOCALES.flatMap((locale) =>
  buildPages.map((page) => ({ ...page, path: localizedPath(page.path, locale) })),
);
writeFileSync(
  join(rootDistDir, 'robots.txt'),
  robotsTxt({ origin: siteOrigin, pages: everyEditionsPages }),
);
rmSync(join(rootDistDir, 'sitemap.xml'), { force: true });

// The page functions answer with the builds' shells (same hashed scripts and styles) and facts:
// copied into the functions package, so they read files on disk in the emulator and in
// production alike (functions/src/pages/web-shell.ts). English at the top of web-shell/ (with the
// registry's public routes in every language, for the sitemap); each translated edition in its
// folder: its shell and facts for /mr/events/* link previews, and its 404.html for unknown /mr/…
// paths (functions/src/not-found-page.ts).
rmSync(webShellDir, { recursive: true, force: true });
const sitemapPages = pageUrls({
  origin: siteOrigin,
  pages: buildPages,
  alternates: (path) => pageAlternates(path, siteOrigin),
});
for (const edition of editions) {
  const translated = edition.locale !== 'en';
  const from = translated ? join(rootDistDir, edition.locale) : rootDistDir;
  const to = translated ? join(webShellDir, edition.locale) : webShellDir;
  mkdirSync(to, { recursive: true });
  copyFileSync(join(from, 'app.html'), join(to, 'app.html'));
  if (translated) copyFileSync(join(from, '404.html'), join(to, '404.html'));
  for (const { file, html } of edition.functionTemplates) writeFileSync(join(to, file), html);
  // The server entry and its chunks (its images are the web build's own files, not needed here),
  // as ES modules inside the CommonJS functions package.
  const ssrTo = join(to, 'ssr');
  mkdirSync(ssrTo, { recursive: true });
  copyFileSync(join(edition.ssrDir, 'entry-server.js'), join(ssrTo, 'entry-server.js'));
  cpSync(join(edition.ssrDir, 'assets'), join(ssrTo, 'assets'), {
    recursive: true,
    filter: (source) => source.endsWith('.js') || !basename(source).includes('.'),
  });
  writeFileSync(join(ssrTo, 'package.json'), '{ "type": "module" }\n');
  rmSync(edition.ssrDir, { recursive: true, force: true });
  const facts = { origin: siteOrigin, ...edition.linkPreviewFacts, pages: sitemapPages };
  writeFileSync(join(to, 'site.json'), `${JSON.stringify(facts, null, 2)}\n`);
}

// Link previews: one image per page that names its own (web/src/config/page-head.ts), shared by
// both editions.
const SHARE_IMAGE_LIMIT = 60 * 1024;
const shareImages = new Set(buildPages.map((page) => page.shareImage));
for (const image of shareImages) {
  const png = shareImagePng(image.replace(/^\/og\/|\.png$/g, ''));
  if (png.length > SHARE_IMAGE_LIMIT)
    throw new Error(`${image} is ${png.length} bytes, over the ${SHARE_IMAGE_LIMIT} limit`);
  mkdirSync(dirname(join(rootDistDir, image)), { recursive: true });
  writeFileSync(join(rootDistDir, image), png);
}

// The English pages: the bundle and page budgets measure the English build.
writeFileSync(builtPagesFile, `${JSON.stringify(buildPages, null, 2)}\n`);
console.log(
  `Prerendered ${LOCALES.join(' + ')} and 404.html; app.html is each edition's shell for the ` +
    `rest (the English one also in functions/web-shell). robots.txt and ${shareImages.size} share images for ${siteOrigin}.`,
);
