// @ts-check
// The deterministic causes of a slow first paint (docs/decisions.md), on every public page of the
// built site: CSS bytes, render-blocking requests, image bytes above the fold at a phone's and a
// laptop's first viewport, and layout shift. Unlike a Lighthouse performance score these depend
// only on the build, so they gate `npm test`. Usage:
//   node scripts/measure/page-budgets.mjs [--base-url http://127.0.0.1:5000] [/path …]
import { parseArgs } from 'node:util';
import { launchPlaywrightChromium } from './chromium.mjs';
import { hostingUrl } from '../lib/config.mjs';
import { measurePageAt } from './page-measure.mjs';
import { prerenderedPaths } from '../lib/built-pages.mjs';

// The limits, each with the reason for its number. "Today" is the build they were chosen on.
export const LIMITS = {
  // All CSS a page loads, gzipped. Today 4.6 KB (5.4 KB on /contact). Every stylesheet blocks the
  // first paint, and on Lighthouse's slow 4G 12 KB is still a fraction of one round trip's worth;
  // beyond that a page is pulling in styles it does not use (another feature's CSS, a theme).
  cssKbGz: 12,
  // Stylesheets and synchronous scripts in the <head>. Each may cost a round trip before the first
  // paint on a slow phone, so a prerendered page links its shell's and its route's CSS as one file
  // (scripts/build/page-stylesheet.mjs) and has no synchronous script: exactly 1. A second one
  // means a page (or a new build step) went back to linking its stylesheets one by one.
  renderBlocking: 1,
  // KB gz of JavaScript the HTML names itself (script tags, modulepreloads), which the browser
  // downloads at once beside the stylesheet and the largest picture, sharing a slow phone's
  // bandwidth with them. Today 0.3: a prerendered page names only the starter that requests the
  // app after the first paint (scripts/build/app-start.mjs); with Vite's own tags it was ~120 KB
  // and the first paint on Lighthouse's slow 4G came ~0.9 s later. 2 KB leaves room for the
  // starter to grow, not for the app to come back.
  scriptKbBeforePaint: 2,
  // KB of images whose box is in the first viewport, at 360×640 (a small phone, 2× pixels) and
  // 1280×800. Today 0: the public pages draw with CSS and inline SVG; event cards use ~0.5 KB SVGs.
  // 60 KB is one well-compressed photo at phone size, 100 KB at laptop size: about half a second
  // on slow 4G, which the LCP target of 2.5 s can afford once, not more.
  imageKbAboveFold: { mobile: 60, desktop: 100 },
  // Cumulative layout shift from navigation until the page is finished (see page-measure.mjs).
  // Today exactly 0 on every page at both sizes, run after run, also on a heavily loaded machine:
  // pages are prerendered with their CSS linked in the HTML and use system fonts, so nothing moves
  // unless content arrives late without a reserved box — a bug worth failing on, hence 0 rather
  // than Lighthouse's 0.1 or a 0.01 allowance.
  cls: 0,
};

// A page's own layout shift happens on every load. On a busy machine the browser now and then
// paints half-parsed HTML (seen: a sign-in card painted 192 px tall, then whole 900 ms later), a
// shift that belongs to the machine, not the page, and does not come back on the next load. So a
// load that shifted is repeated, up to this many times, and the page fails only if every load
// shifted. Bytes and counts are the same on every load.
const SHIFT_RELOADS = 2;

/**
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {import('./page-measure.mjs').Viewport} viewport
 */
async function measureSteadily(browser, url, viewport) {
  let measure = await measurePageAt(browser, url, viewport);
  for (let reload = 0; reload < SHIFT_RELOADS && measure.cls > LIMITS.cls; reload += 1) {
    const again = await measurePageAt(browser, url, viewport);
    if (again.cls < measure.cls) measure = again;
  }
  return measure;
}

/** @type {Record<'mobile' | 'desktop', import('./page-measure.mjs').Viewport>} */
const VIEWPORTS = {
  mobile: { width: 360, height: 640, deviceScaleFactor: 2, isMobile: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
};

/**
 * @typedef {{ path: string, cssKb: number, renderBlocking: string[], scriptKb: number, imageKb: { mobile: number, desktop: number }, cls: { mobile: number, desktop: number }, failures: string[] }} Row
 */

/** @param {string} path @param {Record<'mobile' | 'desktop', import('./page-measure.mjs').PageMeasure>} m @returns {Row} */
function check(path, m) {
  const failures = [];
  // The same HTML and stylesheets at both sizes; the larger count is the one that matters.
  const cssKb = Math.max(m.mobile.cssKb, m.desktop.cssKb);
  const renderBlocking =
    m.mobile.renderBlocking.length >= m.desktop.renderBlocking.length
      ? m.mobile.renderBlocking
      : m.desktop.renderBlocking;
  if (cssKb > LIMITS.cssKbGz) {
    failures.push(`CSS ${cssKb.toFixed(1)} KB gz > ${LIMITS.cssKbGz} KB`);
  }
  const scriptKb = Math.max(m.mobile.scriptKb, m.desktop.scriptKb);
  if (scriptKb > LIMITS.scriptKbBeforePaint) {
    failures.push(
      `JS named by the HTML ${scriptKb.toFixed(1)} KB gz > ${LIMITS.scriptKbBeforePaint} KB (${m.mobile.scripts.join(', ')})`,
    );
  }
  if (renderBlocking.length > LIMITS.renderBlocking) {
    failures.push(
      `${renderBlocking.length} render-blocking requests > ${LIMITS.renderBlocking} (${renderBlocking.join(', ')})`,
    );
  }
  for (const size of /** @type {const} */ (['mobile', 'desktop'])) {
    const { width, height } = VIEWPORTS[size];
    const { imageKb, images, cls } = m[size];
    if (imageKb > LIMITS.imageKbAboveFold[size]) {
      failures.push(
        `images above the fold at ${width}×${height}: ${imageKb.toFixed(1)} KB > ${LIMITS.imageKbAboveFold[size]} KB (${images.join(', ')})`,
      );
    }
    if (cls > LIMITS.cls) {
      failures.push(`layout shift at ${width}×${height}: CLS ${cls.toFixed(4)} > ${LIMITS.cls}`);
    }
  }
  return {
    path,
    cssKb,
    renderBlocking,
    scriptKb,
    imageKb: { mobile: m.mobile.imageKb, desktop: m.desktop.imageKb },
    cls: { mobile: m.mobile.cls, desktop: m.desktop.cls },
    failures,
  };
}

/** @param {string} path @returns {Row} */
const unmeasured = (path) => ({
  path,
  cssKb: NaN,
  renderBlocking: [],
  scriptKb: NaN,
  imageKb: { mobile: NaN, desktop: NaN },
  cls: { mobile: NaN, desktop: NaN },
  failures: [],
});

const header = [
  'page'.padEnd(24),
  'CSS KB gz'.padStart(9),
  'render-blocking'.padStart(15),
  'JS KB gz'.padStart(8),
  'img KB 360'.padStart(10),
  'img KB 1280'.padStart(11),
  'CLS 360'.padStart(8),
  'CLS 1280'.padStart(8),
].join('  ');

/** @param {Row} row */
const line = (row) =>
  [
    row.path.padEnd(24),
    row.cssKb.toFixed(1).padStart(9),
    String(row.renderBlocking.length).padStart(15),
    row.scriptKb.toFixed(1).padStart(8),
    row.imageKb.mobile.toFixed(1).padStart(10),
    row.imageKb.desktop.toFixed(1).padStart(11),
    row.cls.mobile.toFixed(3).padStart(8),
    row.cls.desktop.toFixed(3).padStart(8),
  ].join('  ');

/** @param {string} base @param {string[]} paths @returns {Promise<Row[]>} */
export async function runPageBudgets(base = hostingUrl, paths = prerenderedPaths()) {
  const { cssKbGz, renderBlocking, scriptKbBeforePaint, imageKbAboveFold: img, cls } = LIMITS;
  console.log(header);
  console.log(
    `${'limit'.padEnd(24)}  ${String(cssKbGz).padStart(9)}  ${String(renderBlocking).padStart(15)}  ${String(scriptKbBeforePaint).padStart(8)}  ${String(img.mobile).padStart(10)}  ${String(img.desktop).padStart(11)}  ${String(cls).padStart(8)}  ${String(cls).padStart(8)}`,
  );
  const browser = await launchPlaywrightChromium();
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const path of paths) {
      const url = `${base.replace(/\/$/, '')}${path}`;
      try {
        const row = check(path, {
          mobile: await measureSteadily(browser, url, VIEWPORTS.mobile),
          desktop: await measureSteadily(browser, url, VIEWPORTS.desktop),
        });
        rows.push(row);
        console.log(line(row) + (row.failures.length ? '  ✗' : ''));
      } catch (error) {
        // A page that cannot be measured (an error answer, never finished) fails on its own line.
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        rows.push({ ...unmeasured(path), failures: [`not measured: ${reason}`] });
        console.log(`${path.padEnd(24)}  not measured  ✗`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    for (const failure of row.failures) console.log(`✗ ${row.path}: ${failure}`);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { 'base-url': { type: 'string', default: hostingUrl } },
    allowPositionals: true,
  });
  const rows = await runPageBudgets(
    String(values['base-url']),
    positionals.length ? positionals : prerenderedPaths(),
  );
  process.exit(rows.some((row) => row.failures.length) ? 1 : 0);
}
