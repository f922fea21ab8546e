// @ts-check
// Checks the JavaScript budgets of design.md §5 on the production build:
//  - initial JS for `/` (entry + modulepreloaded chunks named in index.html) ≤ 130 KB gzipped;
//  - every page of the registry (the list the last build wrote, scripts/lib/built-pages.mjs): initial
//    JS + its route chunk and the chunk's static imports ≤ 200 KB gzipped, and so every other lazily
//    loaded chunk (code a page loads on demand) on top of the initial JS.
// Sizes come from Vite's manifest (build.manifest) and gzip level 9, as a CDN would serve them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuiltPages } from './lib/built-pages.mjs';
import { rootDir } from './lib/config.mjs';

const INITIAL_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 200;
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

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
const initial = closure(entryKey);
const initialKb = total(initial);

let failed = initialKb > INITIAL_BUDGET_KB;
console.log(
  `Initial JS for /: ${initialKb.toFixed(1)} KB gz (budget ${INITIAL_BUDGET_KB}) in ${initial.size} files`,
);

console.log('Each page, initial JS included:');
for (const page of readBuiltPages()) {
  if (!manifest[page.file]) {
    failed = true;
    console.log(`  ${page.path}: no chunk for ${page.file} in the Vite manifest`);
    continue;
  }
  const kb = total(closure(page.file, new Set(initial)));
  if (kb > ROUTE_BUDGET_KB) failed = true;
  console.log(
    `  ${page.path.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB gz${kb > ROUTE_BUDGET_KB ? `  over budget (${ROUTE_BUDGET_KB})` : ''}`,
  );
}

const routes = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
let largest = { name: '', kb: 0 };
for (const [key, chunk] of routes) {
  const kb = total(closure(key, new Set(initial)));
  if (kb > largest.kb) largest = { name: chunk.src ?? key, kb };
  if (kb > ROUTE_BUDGET_KB) {
    failed = true;
    console.log(
      `  over budget: ${chunk.src ?? key} ${kb.toFixed(1)} KB gz (budget ${ROUTE_BUDGET_KB})`,
    );
  }
}
console.log(
  `Largest route total: ${largest.kb.toFixed(1)} KB gz (${largest.name}); ${routes.length} lazy chunks checked.`,
);
process.exit(failed ? 1 : 0);
