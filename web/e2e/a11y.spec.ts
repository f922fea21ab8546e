import { expect, test } from './support/test';
import { axeViolations, describeViolations } from './support/axe';

// Both Playwright projects run these, so each page is checked at desktop and mobile widths.
for (const path of ['/', '/this-page-does-not-exist']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
