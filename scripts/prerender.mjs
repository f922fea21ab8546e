// @ts-check
// Runs after `vite build` (web's build script): renders every public page to static HTML so it
// paints before any JavaScript arrives (design.md §5: Lighthouse on a cheap phone). The client then
// hydrates it (web/src/main.tsx). Pages that depend on the visitor (profile, enroll, event detail,
// reset links) and unknown paths get `app.html`, the empty shell, through the Hosting rewrite.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './lib/config.mjs';
import { publicPages } from './lib/public-pages.mjs';

const webDir = join(rootDir, 'web');
const distDir = join(webDir, 'dist');
const ssrDir = join(rootDir, '.tmp', 'ssr');

rmSync(ssrDir, { recursive: true, force: true });
execFileSync(
  join(rootDir, 'node_modules', '.bin', 'vite'),
  ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'],
  {
    cwd: webDir,
    stdio: 'inherit',
  },
);

/** @type {{ renderPage: (path: string) => Promise<{ html: string, title: string, status: number }> }} */
const { renderPage } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

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
 * Route files are named after their path (home.tsx for /).
 * @param {string} path
 */
function routeAssets(path) {
  const key = `src/app/routes/${path === '/' ? 'home' : path.slice(1)}.tsx`;
  if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest`);
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

/** @param {string} html @param {string} path */
function linkRouteAssets(html, path) {
  const { styles } = routeAssets(path);
  // Styles only: preloading the route's scripts as well competed with the stylesheets for the
  // first round trips and delayed the first paint (Lighthouse FCP on a slow phone profile).
  const links = [...styles]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const path of publicPages) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} prerendered with status ${page.status}`);
  // The CSP allows no inline script; a page that rendered one would break in production.
  if (/<script(?![^>]*\bsrc=)/i.test(page.html))
    throw new Error(`${path} rendered an inline <script>`);
  const html = linkRouteAssets(template, path)
    .replace(rootTag, `<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  // cleanUrls: Hosting serves /programs from programs.html.
  const file = path === '/' ? join(distDir, 'index.html') : join(distDir, `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${publicPages.length} public pages; app.html is the shell for the rest.`);
