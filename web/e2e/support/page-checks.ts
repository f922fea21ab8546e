import { expect, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// The two checks every page spec ends with: axe-core finds nothing, and nothing is wider than the
// screen (a phone at 360 px must never scroll sideways).

export async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
