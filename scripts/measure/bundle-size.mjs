// @ts-check
// Checks the JavaScript budgets (docs/decisions.md) on the production build:
//  - initial JS for `/` (module scripts + modulepreloaded chunks named in index.html) ≤ 130 KB gzipped;
//  - every page of the registry (the list the last build wrote, scripts/lib/built-pages.mjs): initial
//    JS + its route chunk and the chunk's static imports ≤ 200 KB gzipped, and so every other lazily
//    loaded chunk (code a page loads on demand) on top of the initial JS.
// Sizes come from Vite's manifest (build.manifest) and gzip level 9, as a CDN would serve them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuiltPages } from '../lib/built-pages.mjs';
import { rootDir } from '../lib/config.mjs';

const INITIAL_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 200;
// The service worker (web/src/service-worker/sw.ts + the precache list scripts/build/precache-sw.mjs
// writes into it). Workbox's precaching, routing and strategies are about 8 KB gz and the list of
// ~190 files about 3 KB: 20 KB leaves room for more pages and catches a library bundled into it
// by mistake. It is fetched off the critical path, but again on every update check.
const SERVICE_WORKER_BUDGET_KB = 20;
// What one visit downloads in the background so the site opens offline (in the spirit of the
// budgets: bytes a phone on a data plan pays for). Today ~615 KB gz; photos and the gallery video
// are left out. About 55 KB of it is the one stylesheet per prerendered page
// (scripts/build/page-stylesheet.mjs), which repeats the shell's CSS in each: downloaded once, in
// the background, for three to four fewer requests before every first paint.
const PRECACHE_BUDGET_KB = 660;
const dist = join(rootDir, 'web', 'dist');

/** @typedef {{ file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean, src?: string }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** @type {Map<string, number>} */
const sizeCache = new Map();
/** @param {string} file */
const gzipKb = (file) => {
  const cached = sizeCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  sizeCache.set(file, size);
  return size;
};

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(/** @type {string} */ key, /** @type {Set<string>} */ seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const total = (/** @type {Set<string>} */ files) =>
  [...files].reduce((sum, file) => sum + gzipKb(file), 0);

// The initial JS is what the built index.html loads itself: its module scripts and modulepreloads
// with their static imports (the manifest's entry alone says nothing about what the HTML preloads).
// A prerendered page names the app's entry and modulepreloads in its starter script's data
// attributes instead (scripts/build/app-start.mjs); the starter is not Vite's and counts as itself.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const initialFiles = [
  ...indexHtml.matchAll(
    /<(?:script type="module"[^>]*?\ssrc|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g,
  ),
  ...indexHtml.matchAll(/\sdata-app-(?:entry|preload)="([^"]+)"/g),
]
  .flatMap((match) => /** @type {string} */ (match[1]).split(' '))
  .map((url) => url.replace(/^\//, ''));
if (!initialFiles.length) throw new Error('No module script in web/dist/index.html.');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const initial = new Set();
for (const file of initialFiles) {
  const key = keyOfFile.get(file);
  if (key) closure(key, initial);
  else if (/^assets\/app-start-[\w-]+\.js$/.test(file)) initial.add(file);
  else throw new Error(`${file} (in index.html) is not in the Vite manifest.`);
}
const initialKb = total(initial);

/** `src/app/routes/programs.tsx` → `routes/programs.tsx`: short enough for the table. */
const label = (/** @type {string} */ key) =>
  (manifest[key]?.src ?? key).replace(/^src\/(app\/)?/, '');
const rows = [
  { name: `/ initial JS (${initial.size} files)`, kb: initialKb, budget: INITIAL_BUDGET_KB },
  ...Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key]) => ({
      name: `  ${label(key)}`,
      kb: total(closure(key, new Set(initial))),
      budget: ROUTE_BUDGET_KB,
    }))
    .sort((a, b) => b.kb - a.kb),
];

console.log(
  `${'JavaScript, gzip -9'.padEnd(44)} ${'KB gz'.padStart(7)} ${'budget'.padStart(7)}\n` +
    `(a lazy chunk's row is the initial JS + the chunk + its static imports)`,
);

// One row per page of the registry, so a page whose route chunk is missing or too big is named.
const pageRows = readBuiltPages().map((page) => ({
  name: `page ${page.path}`,
  kb: manifest[page.file] ? total(closure(page.file, new Set(initial))) : Infinity,
  budget: ROUTE_BUDGET_KB,
}));
rows.push(...pageRows);

/** The precached files named in sw.js (the list precache-sw.mjs injected). */
function precachedFiles(/** @type {string} */ sw) {
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => /** @type {string} */ (match[1]));
}
const swSource = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = precachedFiles(swSource);
rows.push(
  { name: 'service worker sw.js', kb: gzipKb('sw.js'), budget: SERVICE_WORKER_BUDGET_KB },
  {
    name: `precache, all types (${precached.length} files)`,
    kb: precached.length ? total(new Set(precached)) : Infinity,
    budget: PRECACHE_BUDGET_KB,
  },
);

for (const row of rows) {
  const over = row.kb > row.budget;
  console.log(
    `${row.name.padEnd(44)} ${row.kb.toFixed(1).padStart(7)} ${String(row.budget).padStart(7)}  ${over ? '✗' : '✓'}`,
  );
}
const failures = rows.filter((row) => row.kb > row.budget);
for (const row of failures) {
  console.log(`✗ ${row.name.trim()}: ${row.kb.toFixed(1)} KB gz > ${row.budget} KB`);
}
process.exit(failures.length ? 1 : 0);
