// @ts-check
// Runs after `vite build` (web's build script): renders every public page to static HTML so it
// paints before any JavaScript arrives (design.md §5: Lighthouse on a cheap phone). The client then
// hydrates it (web/src/main.tsx). Which pages are prerendered is the page registry's `prerender`
// (web/src/config/page-registry.ts); the others (profile, enroll, event detail, reset links) and
// get `app.html`, the empty shell, through the Hosting rewrites firebase.json lists (generated from
// the registry: scripts/hosting-rewrites.mjs); every other path is answered with `404.html`, the
// not-found page prerendered here, with status 404. Event pages and /sitemap.xml are answered by
// functions (functions/src/event-page.ts, sitemap.ts): the build copies the shell and the site
// facts they need into functions/web-shell/, which deploys with the functions. Each page's <head> carries its description,
// canonical URL, robots, Open Graph and Twitter tags (web/src/config/page-head.ts). The build also
// writes robots.txt and a share image per public page (og/<page>.png), and fails
// when a prerendered page lacks its content. The page list goes to web/dist/.vite/pages.json
// (scripts/lib/built-pages.mjs) for the budget checks.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './lib/config.mjs';
import { builtPagesFile } from './lib/built-pages.mjs';
import { shareImagePng } from './lib/share-image.mjs';
import { pageUrls, robotsTxt } from './lib/site-files.mjs';

const webDir = join(rootDir, 'web');
const distDir = join(webDir, 'dist');
const ssrDir = join(rootDir, '.tmp', 'ssr');
const webShellDir = join(rootDir, 'functions', 'web-shell');

rmSync(ssrDir, { recursive: true, force: true });
execFileSync(
  join(rootDir, 'node_modules', '.bin', 'vite'),
  ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'],
  {
    cwd: webDir,
    stdio: 'inherit',
  },
);

/**
 * @typedef {import('./lib/built-pages.mjs').BuiltPage} BuiltPage
 * @type {{
 *   renderPage: (path: string) => Promise<{ html: string, title: string, description: string, headTags: string, status: number }>,
 *   buildPages: BuiltPage[],
 *   prerenderProblems: (html: string) => string[],
 *   siteOrigin: string,
 *   linkPreviewFacts: Record<string, unknown>,
 * }}
 */
const { renderPage, buildPages, prerenderProblems, siteOrigin, linkPreviewFacts } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const rootTag = '<div id="root"></div>';
if (!template.includes(rootTag)) throw new Error(`web/dist/index.html has no ${rootTag}`);
copyFileSync(join(distDir, 'index.html'), join(distDir, 'app.html'));

/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The page's own route module, its static imports and their CSS. The CSS is linked from the page's
 * HTML so the styles are there at first paint: without them the prerendered page shifts when the
 * route chunk arrives.
 * @param {BuiltPage} page
 */
function routeAssets(page) {
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
  return { scripts, styles };
}

/** @param {string} html @param {BuiltPage} page */
function linkRouteAssets(html, page) {
  const { styles } = routeAssets(page);
  // Styles only: preloading the route's scripts as well competed with the stylesheets for the
  // first round trips and delayed the first paint (Lighthouse FCP on a slow phone profile).
  const links = [...styles]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
if (!descriptionTag.test(template)) throw new Error('web/dist/index.html has no meta description');

/**
 * Renders `path` into the template as `entry`'s page and writes it to `file` in web/dist.
 * @param {BuiltPage} entry @param {string} path @param {string} file
 */
async function prerender(entry, path, file) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} prerendered with status ${page.status}`);
  // The CSP allows no inline script; a page that rendered one would break in production.
  if (/<script(?![^>]*\bsrc=)/i.test(page.html))
    throw new Error(`${path} rendered an inline <script>`);
  const problems = prerenderProblems(page.html);
  if (problems.length)
    throw new Error(`${path} prerendered without its content: ${problems.join('; ')}`);
  const html = linkRouteAssets(template, entry)
    .replace(rootTag, `<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      descriptionTag,
      [`<meta name="description" content="${escapeHtml(page.description)}" />`, page.headTags]
        .join('\n')
        .replace(/\n/g, '\n    '),
    );
  mkdirSync(dirname(join(distDir, file)), { recursive: true });
  writeFileSync(join(distDir, file), html);
}

const prerendered = buildPages.filter((page) => page.prerender);
for (const entry of prerendered) {
  const { path } = entry;
  // Static HTML is the same for every visitor and every URL: member pages and patterns cannot be.
  if (entry.access !== 'public' || /[:*]/.test(path))
    throw new Error(`${entry.key} (${path}) cannot be prerendered: not a fixed public path`);
  // cleanUrls: Hosting serves /programs from programs.html.
  await prerender(entry, path, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
}

// Hosting answers every path that is neither a file nor a rewrite with 404.html and status 404.
// It hydrates like any prerendered page: at whatever address it is served, the router's catch-all
// page is the not-found page it shows.
const notFound = buildPages.find((page) => page.path === '*');
if (!notFound) throw new Error('The page registry has no catch-all (*) page for 404.html');
await prerender(notFound, '/404', '404.html');

// Search engines: what to skip (web/src/config/site-origin.ts gives the address). What to list is
// /sitemap.xml, answered live by a function (so new events appear without a rebuild); no static
// sitemap.xml here, which Hosting would serve before any rewrite.
writeFileSync(join(distDir, 'robots.txt'), robotsTxt({ origin: siteOrigin, pages: buildPages }));
rmSync(join(distDir, 'sitemap.xml'), { force: true });

// The event page and sitemap functions answer with this build's shell (same hashed scripts and
// styles) and the registry's public routes: copied into the functions package, so they read
// files on disk in the emulator and in production alike (functions/src/pages/web-shell.ts).
rmSync(webShellDir, { recursive: true, force: true });
mkdirSync(webShellDir, { recursive: true });
copyFileSync(join(distDir, 'app.html'), join(webShellDir, 'app.html'));
const siteFacts = {
  origin: siteOrigin,
  ...linkPreviewFacts,
  pages: pageUrls({ origin: siteOrigin, pages: buildPages }),
};
writeFileSync(join(webShellDir, 'site.json'), `${JSON.stringify(siteFacts, null, 2)}\n`);

// Link previews: one image per page that names its own (web/src/config/page-head.ts).
const SHARE_IMAGE_LIMIT = 60 * 1024;
const shareImages = new Set(buildPages.map((page) => page.shareImage));
for (const image of shareImages) {
  const png = shareImagePng(image.replace(/^\/og\/|\.png$/g, ''));
  if (png.length > SHARE_IMAGE_LIMIT)
    throw new Error(`${image} is ${png.length} bytes, over the ${SHARE_IMAGE_LIMIT} limit`);
  mkdirSync(dirname(join(distDir, image)), { recursive: true });
  writeFileSync(join(distDir, image), png);
}

writeFileSync(builtPagesFile, `${JSON.stringify(buildPages, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `Prerendered ${prerendered.length} public pages and 404.html; app.html is the shell for the ` +
    `rest (also in functions/web-shell). robots.txt and ${shareImages.size} share images for ${siteOrigin}.`,
);
