// @ts-check
// What one page costs before and at first paint, measured in Chromium (scripts/measure/page-budgets.mjs):
// the CSS it loads, the requests that block its rendering, the image bytes in its first viewport
// and the layout shift it causes. Every number depends only on the build (and the demo data), never
// on how fast the machine is: bytes are counted from the response bodies, gzipped the same way
// scripts/measure/bundle-size.mjs does, not from what the server happened to send.
import { gzipSync } from 'node:zlib';
import {
  imagesAboveTheFold,
  layoutShiftSoFar,
  observeLayoutShifts,
  renderBlockingIn,
  scriptsNamedIn,
} from './page-probes.mjs';

/** @typedef {{ width: number, height: number, deviceScaleFactor: number, isMobile: boolean }} Viewport */
/** @typedef {{ cssKb: number, renderBlocking: string[], scriptKb: number, scripts: string[], imageKb: number, images: string[], cls: number }} PageMeasure */

/** Gzip level 9 as a CDN would serve text; images that are already compressed count as they are. */
function wireBytes(/** @type {Buffer} */ body, /** @type {string} */ contentType) {
  const text = /^(text\/|image\/svg\+xml|application\/(json|javascript|xml))/.test(contentType);
  return text ? gzipSync(body, { level: 9 }).length : body.length;
}

/**
 * An image the page shows but whose response was not seen (e.g. served from a service worker):
 * fetched once more so it still counts.
 * @param {import('@playwright/test').Page} page @param {string} url
 */
async function fetchedBytes(page, url) {
  const response = await page.request.get(url);
  return wireBytes(await response.body(), response.headers()['content-type'] ?? '');
}

// How long a page may take to become finished before the measurement gives up (a hang, not a
// budget: on a busy machine it can take seconds).
const SETTLE_TIMEOUT_MS = 60_000;
// No request in flight for this long counts as quiet. Unlike Playwright's 'networkidle' (500 ms,
// once, at load) it is checked after the sign-in state is known, when the API calls that wait for
// it start; a second leaves room for a busy machine between the marker and those requests.
const QUIET_MS = 1_000;

/** Counts the page's requests in flight; `quiet()` resolves once none have been for QUIET_MS. */
function trackRequests(/** @type {import('@playwright/test').Page} */ page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (/** @type {number} */ by) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: the network never went quiet`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Opens `url` in a fresh context at `viewport` (nothing cached) and measures it once the page has
 * loaded, the app has hydrated and the network is quiet (late content, e.g. from the API, is in).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Viewport} viewport
 * @returns {Promise<PageMeasure>}
 */
export async function measurePageAt(browser, url, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLayoutShifts);
    /** @type {Map<string, { bytes: number, type: string }>} */
    const bodies = new Map();
    /** @type {Promise<void>[]} */
    const reading = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      // Only what the page can use: an error page sent for a missing file is not CSS.
      if ((type !== 'stylesheet' && type !== 'image') || !response.ok()) return;
      reading.push(
        response.body().then(
          (body) => {
            const contentType = response.headers()['content-type'] ?? '';
            bodies.set(response.url(), { bytes: wireBytes(body, contentType), type });
          },
          () => undefined, // a redirect or an aborted request has no body to count
        ),
      );
    });

    const network = trackRequests(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // Finished means: hydrated, the sign-in state known (the last thing that changes what a visitor
    // sees; web/src/app/session-state-marker.tsx) and nothing more on the way from the network.
    for (const marker of ['data-app-ready', 'data-session']) {
      await page
        .locator(`html[${marker}]`)
        .waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS });
    }
    await network.quiet();
    const cls = await page.evaluate(layoutShiftSoFar);
    await Promise.all(reading);

    const html = await response.text();
    const renderBlocking = await page.evaluate(renderBlockingIn, html);
    const scripts = await page.evaluate(scriptsNamedIn, html);
    let scriptBytes = 0;
    for (const script of scripts) scriptBytes += await fetchedBytes(page, script);
    const images = await page.evaluate(imagesAboveTheFold);
    let cssBytes = 0;
    for (const { bytes, type } of bodies.values()) if (type === 'stylesheet') cssBytes += bytes;
    let imageBytes = 0;
    for (const image of images) {
      if (image.startsWith('data:')) imageBytes += image.length;
      else imageBytes += bodies.get(image)?.bytes ?? (await fetchedBytes(page, image));
    }
    return {
      cssKb: cssBytes / 1024,
      renderBlocking,
      scriptKb: scriptBytes / 1024,
      scripts,
      imageKb: imageBytes / 1024,
      images,
      cls,
    };
  } finally {
    await context.close();
  }
}
