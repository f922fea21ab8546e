// @ts-check
// A speed number means nothing for a page whose app never started: a bundle that fails to run
// leaves the prerendered HTML in place, which Lighthouse scores as fast as it gets (this happened
// once with a chunk grouping that was never initialised). The benchmark therefore loads each page
// first and asks for the marker the app sets once it has hydrated (web/src/main.tsx).
import { launchPlaywrightChromium } from './chromium.mjs';

const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * The paths, of those given, whose page never set `data-app-ready` on <html>, each with the
 * reason in words.
 * @param {string} base origin of the site under test
 * @param {string[]} paths
 * @returns {Promise<Map<string, string>>}
 */
export async function pagesThatNeverHydrate(base, paths) {
  const browser = await launchPlaywrightChromium();
  /** @type {Map<string, string>} */
  const failures = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      /** @type {string[]} */
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page
          .locator('html[data-app-ready]')
          .waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
      } catch {
        const detail = errors.length ? `: ${errors.join('; ')}` : '';
        failures.set(path, `never hydrated within ${HYDRATION_TIMEOUT_MS / 1000} s${detail}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return failures;
}
