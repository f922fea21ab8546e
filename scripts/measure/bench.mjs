// @ts-check
// `npm run bench`: Lighthouse performance (mobile defaults: a mid-range phone, slow 4G, simulated
// throttling) on every public page (the prerendered ones, and an event's page and brackets of the
// demo data), several runs each, reported as the median and the spread.
// Performance depends on how busy the machine is, so this is a benchmark and not part of `npm test`
// (docs/decisions.md); with --enforce it becomes a gate for a quiet machine. A page whose app never
// hydrates is not scored and always fails the run (scripts/measure/bench-verdict.mjs). Lighthouse's
// benchmarkIndex (its own measure of this machine's CPU speed) is recorded so numbers from
// different machines can be compared. The interactive pages also get an INP: a scripted interaction
// under 4× CPU throttling, timed by the page's own Event Timing entries (scripts/measure/inp-run.mjs).
// Usage:
//   npm run bench -- [--runs 3] [--base-url http://127.0.0.1:5000] [--out .tmp/bench.json]
//                    [--enforce] [/path …]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchPlaywrightChromium, withDebuggableChromium } from './chromium.mjs';
import { hostingUrl, rootDir } from '../lib/config.mjs';
import { measurePage } from './lighthouse-run.mjs';
import { prerenderedPaths } from '../lib/built-pages.mjs';
import { demoDataPagePaths } from './data-page-paths.mjs';
import { pagesThatNeverHydrate } from './hydration-check.mjs';
import { benchVerdict } from './bench-verdict.mjs';
import { inpScenarios, measureInp } from './inp-run.mjs';
import { inpResult, inpVerdict } from './inp.mjs';

// Targets (docs/decisions.md, "Speed: the app starts in short tasks") for the median of several
// runs on a quiet machine: the floor a prerendered page can reach on Lighthouse's slow phone.
const TARGETS = { score: 99, lcpMs: 1200, tbtMs: 150, cls: 0, inpMs: 100 };

/** @typedef {{ score: number, lcpMs: number, tbtMs: number, cls: number, transferKb: number, benchmarkIndex: number }} Sample */
/** @typedef {{ median: number, min: number, max: number }} Spread */
/** @typedef {{ path: string, samples: Sample[], unmeasured: string[], summary: Record<keyof Sample, Spread> | null }} PageResult */

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'base-url': { type: 'string', default: hostingUrl },
    out: { type: 'string', default: '.tmp/bench.json' },
    enforce: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
const base = String(values['base-url']).replace(/\/$/, '');
const outFile = resolve(rootDir, String(values.out));
const paths = positionals.length ? positionals : [...prerenderedPaths(), ...demoDataPagePaths()];

/** @param {number[]} numbers @returns {Spread} */
function spread(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** @param {import('lighthouse').Result} lhr @returns {Sample} */
function sampleOf(lhr) {
  const numeric = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferKb: numeric('total-byte-weight') / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** @param {Sample[]} samples */
function summarise(samples) {
  if (!samples.length) return null;
  /** @type {(keyof Sample)[]} */
  const keys = ['score', 'lcpMs', 'tbtMs', 'cls', 'transferKb', 'benchmarkIndex'];
  return /** @type {Record<keyof Sample, Spread>} */ (
    Object.fromEntries(keys.map((key) => [key, spread(samples.map((s) => s[key]))]))
  );
}

/** @param {Spread} s @param {(n: number) => string} format */
const show = (s, format) =>
  s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
const whole = (/** @type {number} */ n) => String(Math.round(n));
const cls = (/** @type {number} */ n) => n.toFixed(3);

/** Medians that miss a target, in words. @param {PageResult} page */
function missedTargets(page) {
  const s = page.summary;
  if (!s) return ['not measured'];
  const missed = [];
  if (s.score.median < TARGETS.score) missed.push(`score ${s.score.median} < ${TARGETS.score}`);
  if (s.lcpMs.median > TARGETS.lcpMs) missed.push(`LCP ${whole(s.lcpMs.median)} ms`);
  if (s.tbtMs.median > TARGETS.tbtMs) missed.push(`TBT ${whole(s.tbtMs.median)} ms`);
  if (s.cls.median > TARGETS.cls) missed.push(`CLS ${cls(s.cls.median)}`);
  return missed;
}

try {
  await fetch(base, { signal: AbortSignal.timeout(10_000) });
} catch {
  console.error(`Nothing answers at ${base}: start the stack (npm start) or pass --base-url.`);
  process.exit(1);
}

// Checked before any run: a page whose app never starts is refused, not scored.
const neverHydrated = await pagesThatNeverHydrate(base, paths);

console.log(
  `Lighthouse performance, mobile defaults, ${runs} run(s) per page against ${base}; ` +
    `medians with (min–max). Load average before: ${loadavg()[0].toFixed(2)} on ${cpus().length} CPUs.\n`,
);
const columns = ['page'.padEnd(24), 'score'.padEnd(12), 'LCP ms'.padEnd(18), 'TBT ms'.padEnd(14)];
console.log(`${columns.join(' ')} ${'CLS'.padEnd(20)} ${'KB transferred'.padEnd(18)} targets`);
for (const path of neverHydrated.keys())
  console.log(`${path.padEnd(24)} ✗ never hydrated: not scored`);

/** @type {PageResult[]} */
const pages = await withDebuggableChromium(async (port) => {
  /** @type {PageResult[]} */
  const results = [];
  for (const path of paths.filter((candidate) => !neverHydrated.has(candidate))) {
    /** @type {Sample[]} */
    const samples = [];
    const unmeasured = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measurePage(port, `${base}${path}`, ['performance']);
      if (result.measured) samples.push(sampleOf(result.lhr));
      else unmeasured.push(result.reason);
    }
    /** @type {PageResult} */
    const page = { path, samples, unmeasured, summary: summarise(samples) };
    results.push(page);
    const s = page.summary;
    const missed = missedTargets(page);
    console.log(
      s
        ? [
            path.padEnd(24),
            show(s.score, whole).padEnd(12),
            show(s.lcpMs, whole).padEnd(18),
            show(s.tbtMs, whole).padEnd(14),
            show(s.cls, cls).padEnd(20),
            show(s.transferKb, (n) => n.toFixed(1)).padEnd(18),
            missed.length ? `✗ ${missed.join(', ')}` : '✓',
          ].join(' ')
        : `${path.padEnd(24)} not measured (${unmeasured.join('; ')})`,
    );
  }
  return results;
});

// INP for the interactive pages among those benchmarked.
const scenarios = inpScenarios.filter((scenario) => paths.includes(scenario.path));
/** @type {import('./inp.mjs').InpResult[]} */
const inpResults = [];
if (scenarios.length) {
  console.log(
    `\nINP (Event Timing, longest interaction) at 4× CPU throttle, 360 px, ${runs} run(s) per page; ` +
      `medians with (min–max) and the 75th percentile, target p75 ≤ ${TARGETS.inpMs} ms.`,
  );
  console.log(
    `${'page'.padEnd(24)} ${'interaction'.padEnd(34)} ${'INP ms'.padEnd(14)} ${'p75'.padEnd(6)} target`,
  );
  const browser = await launchPlaywrightChromium();
  try {
    for (const scenario of scenarios) {
      /** @type {(number | null)[]} */
      const runsMs = [];
      let hydrationFailure = neverHydrated.get(scenario.path) ?? null;
      for (let run = 0; run < runs && !hydrationFailure; run += 1) {
        const outcome = await measureInp(browser, base, scenario);
        if ('neverHydrated' in outcome) hydrationFailure = outcome.neverHydrated;
        else runsMs.push(outcome.inpMs);
      }
      const result = inpResult({
        path: scenario.path,
        label: scenario.label,
        runsMs,
        neverHydrated: hydrationFailure,
      });
      inpResults.push(result);
      const head = `${scenario.path.padEnd(24)} ${scenario.label.padEnd(34)}`;
      if (result.failed || result.medianMs === null || result.p75Ms === null) {
        console.log(`${head} ✗ ${result.failed}: not reported`);
      } else {
        const s = { median: result.medianMs, min: result.minMs ?? NaN, max: result.maxMs ?? NaN };
        const mark = result.p75Ms <= TARGETS.inpMs ? '✓' : `✗ INP p75 ${whole(result.p75Ms)} ms`;
        console.log(
          `${head} ${show(s, whole).padEnd(14)} ${whole(result.p75Ms).padEnd(6)} ${mark}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const indexes = spread(pages.flatMap((page) => page.samples.map((s) => s.benchmarkIndex)));
console.log(
  `\nbenchmarkIndex ${show(indexes, whole)} — Lighthouse's CPU benchmark of this machine ` +
    `(higher is faster); compare results only between runs with similar indexes.`,
);

const belowTarget = pages
  .filter((page) => !page.summary || page.summary.score.median < TARGETS.score)
  .map((page) => ({ path: page.path, score: page.summary?.score.median ?? null }));
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      baseUrl: base,
      runsPerPage: runs,
      targets: TARGETS,
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverage: loadavg() },
      benchmarkIndex: indexes,
      pages,
      inp: inpResults,
      neverHydrated: Object.fromEntries(neverHydrated),
    },
    null,
    2,
  ),
);
console.log(`Written to ${outFile}`);

const verdict = benchVerdict({
  neverHydrated,
  belowTarget,
  enforce: Boolean(values.enforce),
  scoreTarget: TARGETS.score,
});
const inp = inpVerdict({
  results: inpResults,
  enforce: Boolean(values.enforce),
  targetMs: TARGETS.inpMs,
});
for (const text of [...verdict.lines, ...inp.lines]) console.log(text);
process.exit(Math.max(verdict.exitCode, inp.exitCode));
