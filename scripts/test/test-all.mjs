// @ts-check
// `npm test`: every layer in order — typecheck, lint, unit/component tests, build + JS budget,
// integration tests against the emulators, end-to-end tests in Chromium against the production
// build served by the Hosting emulator, the page budgets (CSS, render-blocking requests, images
// above the fold, layout shift) and Lighthouse accessibility, best practices and SEO. Only what is
// deterministic for a build gates; Lighthouse performance is a benchmark (`npm run bench`). Ends
// with one line `N passed, N failed` and a non-zero exit on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { hostingUrl, rootDir } from '../lib/config.mjs';
import { ensureCertificateKeys } from '../lib/certificate-keys.mjs';
import { startStack } from '../stack/start-stack.mjs';
import { runLighthouse } from '../measure/lighthouse.mjs';
import { demoDataPagePaths } from '../measure/data-page-paths.mjs';
import { runPageBudgets } from '../measure/page-budgets.mjs';
import { prerenderedPaths } from '../lib/built-pages.mjs';
import { seedDemoData } from '../stack/seed.mjs';

const tmp = join(rootDir, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const bin = (/** @type {string} */ name) => join(rootDir, 'node_modules', '.bin', name);

/** @type {Array<{ layer: string, passed: number, failed: number, skipped: number, seconds: number }>} */
const results = [];

/**
 * The failed tests' names and the start of their messages, printed again under the final table:
 * CI keeps only the tail of a long log, and a failure scrolled out of it cannot be told apart.
 * @type {string[]}
 */
const failures = [];

/** First lines of a failure message, without colour codes. @param {unknown} message */
const gist = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .slice(0, 6)
    .join('\n    ')
    .slice(0, 800);

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** A layer that is one pass/fail check (typecheck, lint, build). */
async function check(
  /** @type {string} */ layer,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
) {
  console.log(`\n▶ ${layer}`);
  const started = Date.now();
  const code = await run(command, args);
  results.push({
    layer,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
  return code === 0;
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A Vitest run; counts come from its JSON report. */
async function vitest(
  /** @type {string} */ layer,
  /** @type {string[]} */ args,
  /** @type {Record<string,string>} */ env = {},
) {
  console.log(`\n▶ ${layer}`);
  const started = Date.now();
  const report = join(tmp, `${layer}.json`);
  const code = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const json = readJson(report);
  for (const file of json?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push(
        `${layer}: ${file.name.replace(`${rootDir}/`, '')} › ${test.fullName}\n    ${gist(test.failureMessages?.[0])}`,
      );
    }
  }
  const passed = json?.numPassedTests ?? 0;
  // A crashed runner (no report, or failures outside tests) still counts as one failure.
  const failed = (json?.numFailedTests ?? 0) || (code === 0 ? 0 : 1);
  results.push({
    layer,
    passed,
    failed,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    seconds: (Date.now() - started) / 1000,
  });
}

/** Playwright end-to-end run; counts come from its JSON report. */
async function playwright(/** @type {Record<string,string>} */ env) {
  const layer = 'e2e';
  console.log(`\n▶ ${layer}`);
  const started = Date.now();
  const report = join(tmp, 'e2e.json');
  const code = await run(
    bin('playwright'),
    ['test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  const json = readJson(report);
  collectPlaywrightFailures(json?.suites ?? [], []);
  const stats = json?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) || (code === 0 ? 0 : 1);
  results.push({
    layer,
    passed,
    failed,
    skipped: stats?.skipped ?? 0,
    seconds: (Date.now() - started) / 1000,
  });
}

/**
 * Walks Playwright's JSON report for tests that ended other than expected (a flaky pass is not one).
 * @param {any[]} suites @param {string[]} path
 */
function collectPlaywrightFailures(suites, path) {
  for (const suite of suites) {
    const titles = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `e2e [${test.projectName}]: ${[...titles, spec.title].join(' › ')}\n    ${gist(last?.error?.message)}`,
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], titles);
  }
}

/**
 * A layer with one result per public page (the page budgets, docs/decisions.md).
 * @param {string} layer @param {() => Promise<Array<{ path: string, failures: string[] }>>} measure
 */
async function perPageLayer(layer, measure) {
  console.log(`\n▶ ${layer}`);
  const started = Date.now();
  const rows = await measure().catch((/** @type {unknown} */ error) => {
    // The layer itself broke (e.g. Chromium did not start): one failure, and the next layer runs.
    console.error(error);
    return [{ path: '(every page)', failures: ['layer failed'] }];
  });
  const failedRows = rows.filter((row) => row.failures.length);
  for (const row of failedRows) failures.push(`${layer}: ${row.path} ${row.failures.join('; ')}`);
  const failed = failedRows.length;
  results.push({
    layer,
    passed: rows.length - failed,
    failed,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

async function main() {
  // A fresh clone has no certificate signing key yet; the unit tests, the build and the stack
  // need one (made once into functions/.secret.local, never committed).
  ensureCertificateKeys();
  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await check('eslint', bin('eslint'), ['.', '--max-warnings', '0']);
  await check('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  await vitest('unit', []);
  const built = await check('build', 'npm', ['run', '--silent', 'build']);
  if (!built) {
    results.push({
      layer: 'integration + e2e (not run: build failed)',
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: 0,
    });
    return;
  }
  await check('bundle budget', 'node', ['scripts/measure/bundle-size.mjs']);

  console.log('\n▶ starting the emulator stack');
  const stack = await startStack({
    quiet: true,
    demoAccounts: false,
    log: (line) => console.log(line),
    // The suites register and sign in hundreds of times without X-Forwarded-For, all as one
    // "unknown" client: lift that client's throttles (only it, only here; the tests about the
    // limits send their own addresses and get the production numbers). MTA_TEST_FAULTS lets
    // test/platform-errors.int.test.ts inject a platform failure (src/testing/fault-injection.ts).
    functionsEnv: {
      MTA_TEST_RUN: '1',
      THROTTLE_UNKNOWN_CLIENT_LIMIT: 'unlimited',
      MTA_TEST_FAULTS: '1',
    },
  });
  try {
    await vitest('integration', ['-c', 'functions/vitest.integration.config.mts'], stack.env);
    if (stack.firestoreKind === 'google') {
      await vitest('rules', ['-c', 'functions/vitest.rules.config.mts'], stack.env);
    } else {
      console.log(
        "\n▷ rules: skipped — the embedded Firestore emulator has no rules engine; they run where Java 21 and Google's emulator exist (README).",
      );
    }
    await seedDemoData();
    await playwright(stack.env);
    const baseUrl = stack.env.STACK_HOSTING_URL ?? hostingUrl;
    // The prerendered pages and the public pages a function renders with the demo data (an event's
    // page, a championship's brackets): one render-blocking stylesheet, CLS 0, for all of them.
    await perPageLayer('page budgets', () =>
      runPageBudgets(baseUrl, [...prerenderedPaths(), ...demoDataPagePaths()]),
    );
    await perPageLayer('lighthouse', () => runLighthouse(undefined, baseUrl));
  } finally {
    await stack.stop();
  }
}

main()
  .catch((error) => {
    console.error(error);
    results.push({ layer: 'runner', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  })
  .finally(() => {
    if (failures.length)
      console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    console.log('\nLayer              passed  failed  skipped  seconds');
    for (const r of results) {
      console.log(
        `${r.layer.padEnd(18)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.seconds.toFixed(1).padStart(7)}`,
      );
    }
    const passed = results.reduce((sum, r) => sum + r.passed, 0);
    const failed = results.reduce((sum, r) => sum + r.failed, 0);
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });
