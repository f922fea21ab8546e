// @ts-check
// The browser half of the INP benchmark: loads an interactive public page in Playwright's
// Chromium, waits for the hydration marker, slows the CPU 4× (DevTools' CPU throttling, as
// Lighthouse's mobile profile does), plays a scripted interaction and reads back the page's own
// Event Timing entries. Lighthouse's navigation mode has no interactions and its timespan mode
// needs a scripted user flow anyway; the entries the page records are what INP is defined from in
// the field, so the page is asked for them directly (scripts/measure/inp.mjs picks the INP).
import { inpFromEntries } from './inp.mjs';

const HYDRATION_TIMEOUT_MS = 30_000;
const CPU_SLOWDOWN = 4;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ path: string, label: string, play: (page: Page) => Promise<void> }} Scenario */

/** Typing at a person's pace, so each key is its own interaction. */
const TYPING_DELAY_MS = 120;

/** The interactive public pages and what a visitor does on each. @type {Scenario[]} */
export const inpScenarios = [
  {
    path: '/events',
    label: 'filters: open, type a search',
    play: async (page) => {
      await page.locator('.event-filters__toggle').click();
      await page
        .locator('.event-filters__panel input[type="search"]')
        .pressSequentially('state', { delay: TYPING_DELAY_MS });
    },
  },
  {
    path: '/gallery',
    label: 'search: open, type a query',
    play: async (page) => {
      await page.locator('.gallery-search-toggle').click();
      await page
        .locator('.gallery-search__input')
        .pressSequentially('kick', { delay: TYPING_DELAY_MS });
    },
  },
  {
    path: '/',
    label: 'chat: open, pick a suggestion',
    play: async (page) => {
      await page.locator('.chat-toggle').click();
      await page.locator('.chat-suggestions__chip').first().click();
    },
  },
  {
    path: '/programs',
    label: 'chips: pick a program, then all',
    play: async (page) => {
      const chips = page.locator('.program-filter .chip');
      await chips.nth(1).click();
      await chips.nth(0).click();
    },
  },
];

/**
 * One run of one scenario: the INP in ms, null when no interaction was recorded, or the page's
 * failure to hydrate in words (then nothing is measured).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base origin of the site under test
 * @param {Scenario} scenario
 * @returns {Promise<{ inpMs: number | null } | { neverHydrated: string }>}
 */
export async function measureInp(browser, base, scenario) {
  // A phone-sized window: the layouts (and so the work an interaction causes) are the mobile ones.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
    try {
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
    } catch {
      const detail = errors.length ? `: ${errors.join('; ')}` : '';
      return { neverHydrated: `never hydrated within ${HYDRATION_TIMEOUT_MS / 1000} s${detail}` };
    }
    // Observing starts after hydration, so the page load's own work is not counted; 16 ms is the
    // smallest threshold the API allows (the default, 104 ms, would hide everything under it).
    await page.evaluate(() => {
      const seen = /** @type {{ interactionId: number, duration: number }[]} */ ([]);
      Object.assign(globalThis, { __inpEntries: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // interactionId is newer than TypeScript's DOM types.
          const timing = /** @type {PerformanceEventTiming & { interactionId: number }} */ (entry);
          seen.push({ interactionId: timing.interactionId, duration: timing.duration });
        }
      }).observe(
        /** @type {PerformanceObserverInit} */ ({
          type: 'event',
          durationThreshold: 16,
          buffered: false,
        }),
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await scenario.play(page);
    // Entries arrive only after the next paint, later still under throttling: a second is ample.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(
      () =>
        /** @type {{ interactionId: number, duration: number }[]} */ (
          Reflect.get(globalThis, '__inpEntries') ?? []
        ),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { inpMs: inpFromEntries(entries) };
  } finally {
    await context.close();
  }
}
