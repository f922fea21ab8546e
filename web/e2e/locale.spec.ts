import type { Page } from '@playwright/test';
import { isIndexable, pageKeys, pageRegistry } from '../src/config/page-registry';
import { pageTexts as marathiTexts } from '../src/config/page-texts.mr';
import { LANGUAGE_CHOICE_KEY } from '../src/features/language/lib/language-choice-key';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';
import { expect, test } from './support/test';

// The Marathi edition: every public page has a twin under /mr with <html lang="mr">,
// the switch (header from 48rem, else the mobile menu) goes to it and back keeping the query and
// hash, the choice is remembered, and a Marathi browser is offered Marathi once — never sent.

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A page's Marathi address, written out here rather than imported: the app's address helpers read
 * the shared language table from the functions' contracts, a CommonJS package that Playwright's
 * ES-module loader cannot take named imports from; and the test is a second statement of the rule.
 */
const marathiPath = (path: string) => (path === '/' ? '/mr' : `/mr${path}`);
const prerenderedPaths = pageKeys
  .filter((key) => pageRegistry[key].prerender)
  .map((key) => pageRegistry[key].path);

/** Clicks the switch's link to `language` ('मराठी' or 'English') where this screen has it. */
async function switchTo(page: Page, language: 'मराठी' | 'English') {
  const header = page.getByRole('navigation', { name: /^(Language|भाषा)$/ });
  if (await header.isVisible()) {
    await header.getByRole('link', { name: language }).click();
  } else {
    await page.getByRole('button', { name: /Open menu|मेनू/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('navigation', { name: /^(Language|भाषा) \((menu|मेनू)\)$/ })
      .getByRole('link', { name: language })
      .click();
  }
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test.describe('the language switch', () => {
  test('takes / and /programs to their Marathi twins and back, keeping query and hash', async ({
    page,
  }) => {
    for (const path of ['/', '/programs']) {
      const address = `${path}?from=e2e#top`;
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await switchTo(page, 'मराठी');
      await expect.poll(() => pathOf(page)).toBe(`${marathiPath(path)}?from=e2e#top`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(
        'mr',
      );
      await switchTo(page, 'English');
      await expect.poll(() => pathOf(page)).toBe(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(
        'en',
      );
    }
  });

  test('links every prerendered public page to its Marathi twin, which is in Marathi', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'One width is enough for the whole list');
    // Two dozen full page loads: a busy 2-core machine needs more than one test's default minute.
    test.setTimeout(240_000);
    for (const path of prerenderedPaths) {
      const key = pageKeys.find((candidate) => pageRegistry[candidate].path === path);
      if (!key) throw new Error(`No page at ${path}`);
      await page.goto(path);
      await switchTo(page, 'मराठी');
      await expect.poll(() => new URL(page.url()).pathname).toBe(marathiPath(path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      const { title } = marathiTexts[key];
      if (title) await expect(page).toHaveTitle(new RegExp(`^${title} · `));
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveCount(
        isIndexable(pageRegistry[key]) ? 1 : 0,
      );
      // Its title, or the header's menu on the home page (the page copy arrives with its helpers).
      expect(`${await page.title()} ${await page.locator('body').innerText()}`).toMatch(DEVANAGARI);
      await switchTo(page, 'English');
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('opens the Marathi account, contact and enrollment screens under /mr', async ({ page }) => {
    for (const key of ['register', 'login', 'contact'] as const) {
      await page.goto(marathiPath(pageRegistry[key].path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(page).toHaveTitle(new RegExp(`^${marathiTexts[key].title} · `));
    }
    // A visitor who is not signed in is sent to the Marathi sign-up screen, not the English one.
    await page.goto('/mr/enroll');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  });
});

test.describe('the offer of Marathi', () => {
  test.use({ locale: 'mr-IN' });

  test('is made once to a Marathi browser, links the twin and stays away after "No, thanks"', async ({
    page,
  }) => {
    await page.goto('/programs#faq');
    const offer = page.getByRole('complementary', { name: 'Marathi edition' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'मराठीत वाचा' })).toHaveAttribute(
      'href',
      '/mr/programs#faq',
    );
    await expectNoViolations(page);
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
    // Never a redirect: the English page stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/programs');
  });

  test('takes the visitor to the Marathi page when accepted', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('complementary', { name: 'Marathi edition' })
      .getByRole('link', { name: 'मराठीत वाचा' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr');
    await expect(page.getByRole('complementary', { name: 'Marathi edition' })).toHaveCount(0);
  });
});

test.describe('the Marathi pages', () => {
  for (const path of ['/mr', '/mr/programs']) {
    test(`${path} passes axe and does not scroll sideways at 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expectNoViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
    });
  }
});
