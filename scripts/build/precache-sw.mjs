// @ts-check
// Runs after prerendering (web's build script): writes the precache list into the service worker
// that vite-plugin-pwa compiled (web/dist/sw.js, from web/src/service-worker/sw.ts). It runs here,
// not inside `vite build`, because the prerendered pages it lists are written after Vite is done;
// a list made earlier would hold the empty shell's revision under every page's name.
//
// The precache is what a visitor can open with no signal after one visit: the app shell, every
// prerendered public page and the JS, CSS and SVG they use. Photos and the gallery video are left
// to the network (they are most of the bytes and a page shows a fallback without them). The
// Marathi edition (web/dist/mr) is not precached: it would double what every visitor downloads
// (~390 KB gz); the worker keeps its pages and files as a Marathi visitor uses them instead
// (web/src/service-worker/cache-policy.ts).
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { injectManifest } from 'workbox-build';
import { rootDir } from '../lib/config.mjs';

const distDir = join(rootDir, 'web', 'dist');
const swFile = join(distDir, 'sw.js');

export const PRECACHE_GLOBS = [
  '*.html',
  'assets/**/*.{js,css,svg}',
  'favicon.svg',
  'manifest.webmanifest',
  'images/**/*.svg',
];

const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: distDir,
  globPatterns: PRECACHE_GLOBS,
  // 404.html is served with status 404 (real 404s), and one non-2xx answer fails the whole install.
  // Offline, an unknown path gets app.html, which renders the same not-found page.
  // App Check's SDK chunk: without a site key it is never loaded, and with one it cannot get a token
  // offline anyway, so no visitor should download it in the background.
  globIgnores: ['sw.js', '.vite/**', '404.html', 'assets/app-check-runtime-*.js'],
  // Hashed file names change with their content: no revision needed, nor a cache-busting query.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`precache: ${warning}`);
const swGz = gzipSync(readFileSync(swFile), { level: 9 }).length;
console.log(
  `Service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB before compression); sw.js ${(swGz / 1024).toFixed(1)} KB gz.`,
);
