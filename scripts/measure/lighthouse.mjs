// @ts-check
// Lighthouse (mobile defaults) on the production build served by the Hosting emulator: the
// deterministic budgets (docs/decisions.md) — accessibility, best practices and SEO 100 — on every
// public page. Performance is not scored here: it depends on how busy the machine is, so it is a
// benchmark (`npm run bench`), never a gate. Needs a running stack (`npm start`, or the test
// runner's). Usage:
//   node scripts/measure/lighthouse.mjs [--base-url http://127.0.0.1:5000] [/path …]
import { parseArgs } from 'node:util';
import { withDebuggableChromium } from './chromium.mjs';
import { hostingUrl } from '../lib/config.mjs';
import { measurePage } from './lighthouse-run.mjs';
import { prerenderedPaths, readBuiltPages } from '../lib/built-pages.mjs';

/** @type {Record<string, number>} */
const budgets = { accessibility: 100, 'best-practices': 100, seo: 100 };
const categories = Object.keys(budgets);

/** @typedef {{ path: string, scores: Record<string, number>, failures: string[] }} Row */

// The account screens are public but kept out of search results on purpose (a noindex tag,
// web/src/config/page-registry.ts `indexable`), which is exactly what SEO's
// "is-crawlable" audit flags. It is left out for them only; they must pass every other SEO audit,
// and e2e/seo.spec.ts checks that they do carry noindex.
// Read when the first page is audited, not at import: test-all.mjs imports this module before
// it builds the site, and a fresh clone has no build yet.
/** @type {Set<string> | undefined} */
let hiddenPaths;
const isHidden = (/** @type {string} */ path) => {
  hiddenPaths ??= new Set(
    readBuiltPages()
      .filter((page) => !page.indexable)
      .map((page) => page.path),
  );
  return hiddenPaths.has(path);
};

/** @param {number} port @param {string} base @param {string} path @returns {Promise<Row>} */
async function audit(port, base, path) {
  const skip = isHidden(path) ? ['is-crawlable'] : [];
  const run = await measurePage(port, `${base}${path}`, categories, skip);
  if (!run.measured) return { path, scores: {}, failures: [`not measured: ${run.reason}`] };
  const { categories: results, audits } = run.lhr;
  /** @type {Record<string, number>} */
  const scores = {};
  const failures = [];
  for (const [id, min] of Object.entries(budgets)) {
    const score = Math.round((results[id]?.score ?? 0) * 100);
    scores[id] = score;
    if (score >= min) continue;
    const failing = (results[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    failures.push(`${id} ${score} < ${min} (${failing.join(', ')})`);
  }
  return { path, scores, failures };
}

/** @param {number | undefined} score */
const cell = (score) => String(score ?? '–').padStart(5);

// The audits judge what a page shows, so it must hold still: a carousel caught in the middle of
// its fade would have its text scored at a fraction of its contrast, now and then. Under reduced
// motion the site does not animate or rotate slides (the performance benchmark keeps motion on).
const STILL_PAGES = ['--force-prefers-reduced-motion'];

/** @param {string[]} paths @param {string} base @returns {Promise<Row[]>} */
export async function runLighthouse(paths = prerenderedPaths(), base = hostingUrl) {
  console.log(
    `${'page'.padEnd(24)}  a11y     bp    seo   (budget: ${categories.join(', ')} = 100)`,
  );
  return withDebuggableChromium(async (port) => {
    /** @type {Row[]} */
    const rows = [];
    for (const path of paths) {
      const row = await audit(port, base, path);
      rows.push(row);
      const s = row.scores;
      console.log(
        `${path.padEnd(24)} ${cell(s.accessibility)}  ${cell(s['best-practices'])}  ${cell(s.seo)}` +
          (row.failures.length ? `   ✗ ${path}: ${row.failures.join('; ')}` : ''),
      );
    }
    return rows;
  }, STILL_PAGES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { 'base-url': { type: 'string', default: hostingUrl } },
    allowPositionals: true,
  });
  const rows = await runLighthouse(
    positionals.length ? positionals : prerenderedPaths(),
    String(values['base-url']),
  );
  process.exit(rows.some((row) => row.failures.length) ? 1 : 0);
}
