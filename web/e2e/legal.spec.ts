import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { expect, test } from './support/test';

// The three legal pages: heading, 'Last Updated' with today's date in
// India, the table of contents, Back to Home, the cookie page's link to the privacy statement,
// axe and no sideways scroll at 1280 px (desktop project) and 360 px (mobile project).

const WIDTH = { desktop: 1280, mobile: 360 } as const;

const pages = [
  { path: '/privacy-policy', heading: 'Privacy Statement', section: 'Your rights' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', section: 'Governing law' },
  { path: '/cookie-policy', heading: 'Cookie Policy', section: 'Your choices' },
] as const;

/** Today as the site writes it: en-IN long, the day in Asia/Kolkata (spaces made plain). */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date())
    .replace(/\s/g, ' ');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
});

for (const { path, heading, section } of pages) {
  test.describe(path, () => {
    test('shows its heading and Last Updated with today’s date', async ({ page }) => {
      // The date is rendered after hydration: the prerendered HTML must still hydrate cleanly.
      const hydrationErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /#418|#423|hydrat/i.test(message.text())) {
          hydrationErrors.push(message.text());
        }
      });
      const before = todayInIndia();
      await page.goto(path);
      const after = todayInIndia();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // A run across midnight in India may see either day.
      const line = page.getByText(/^Last Updated: /);
      await expect(line).toHaveText(new RegExp(`^Last Updated: (${before}|${after})$`));
      await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      expect(hydrationErrors).toEqual([]);
    });

    test('the table of contents jumps to its section', async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await toc.getByRole('link', { name: section }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#[a-z-]+$`));
      const target = page.getByRole('heading', { level: 2, name: section });
      await expect(target).toBeInViewport();
      const hash = new URL(page.url()).hash;
      await expect(page.locator(hash)).toContainText(section);
    });

    test('shows the office hours and goes Back to Home', async ({ page }) => {
      await page.goto(path);
      const hours = page.getByRole('region', { name: 'Office hours' });
      await expect(hours).toContainText('Mon-Fri');
      await expect(hours).toContainText('9:00-18:00');
      await expect(hours).toContainText('10:00-14:00');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('axe reports nothing and nothing scrolls sideways', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(/^Last Updated: \d/)).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('the cookie policy lists the storage in a table and links to the privacy statement', async ({
  page,
}) => {
  await page.goto('/cookie-policy');
  const table = page.getByRole('table', { name: 'Everything this website keeps in your browser' });
  await expect(table.getByRole('rowheader', { name: 'redirectAfterLogin' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'user', exact: true })).toBeVisible();
  const privacy = page.getByRole('main').getByRole('link', { name: 'Privacy Statement' });
  await expect(privacy).toHaveAttribute('href', '/privacy-policy');
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
});
