import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one change: page.goto() also waits until the app is interactive. Public
 * pages are prerendered, so their content is visible before React has hydrated it, and a click in
 * between would be lost — as for a real visitor, but not something a test should race.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

export { expect };
