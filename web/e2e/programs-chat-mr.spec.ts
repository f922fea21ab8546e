import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The Marathi Programs page and the Marathi chat assistant, under /mr/ once the Marathi
// build serves it. Replies come after a random 500-1500 ms: every step waits on what it
// expects to see, never on time.

const WIDTH = { desktop: 1280, mobile: 360 } as const;

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
  await page.goto('/mr/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'आमचे प्रशिक्षण वर्ग' })).toBeVisible();
});

const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'वर्ग दाखवा' }).getByRole('button', { name, exact: true });

test('the Programs page reads in Marathi, with Marathi times and belt names', async ({ page }) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const timetable = page.getByRole('region', { name: 'वर्गांचे वेळापत्रक' });
  await expect(timetable.getByRole('table')).toContainText('सायं. 4:00 ते 5:00');
  await expect(page.getByRole('region', { name: 'बेल्ट श्रेणी पद्धत' })).toContainText(
    /पिवळा बेल्ट \(Yellow\sBelt\)/,
  );

  await chip(page, 'मुलांचा वर्ग').click();
  await expect(chip(page, 'मुलांचा वर्ग')).toHaveAttribute('aria-pressed', 'true');
  // Links inside the content stay root paths; the router puts them under /mr/.
  await expect(page.getByRole('link', { name: /आता प्रवेश घ्या/ }).first()).toHaveAttribute(
    'href',
    '/mr/enroll',
  );

  await page
    .getByRole('button', { name: /अधिक माहिती/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'मुलांचा वर्ग' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('5-12 वर्षे');
  await expect(dialog.getByRole('link', { name: 'काही प्रश्न? आमच्याशी संपर्क साधा' })).toHaveAttribute(
    'href',
    '/mr/contact',
  );
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});

test('the chat answers Devanagari questions in Marathi and links inside /mr/', async ({ page }) => {
  // The toggle's words belong to another module; its place in the page does not change.
  await page.locator('.chat-widget .chat-toggle').click();
  const chat = page.getByRole('dialog', { name: 'तायक्वांदो सहायक' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('ऑनलाइन 24/7')).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'आपला प्रश्न' });
  await expect(input).toHaveAttribute('placeholder', 'तायक्वांदोबद्दल विचारा...');

  await input.fill('फी किती आहे?');
  await chat.getByRole('button', { name: 'पाठवा' }).click();
  await expect(chat.getByRole('log')).toContainText('₹2,000 दरमहा');

  await input.fill('क्लास कधी असतो?');
  await chat.getByRole('button', { name: 'पाठवा' }).click();
  await expect(chat.getByRole('log')).toContainText('सोमवार व बुधवार सायं. 4:00 ते 5:00');

  await chat
    .getByRole('group', { name: 'सुचवलेले प्रश्न' })
    .getByRole('button', { name: 'आगामी कार्यक्रम' })
    .click();
  await expect(chat.getByRole('link', { name: 'कार्यक्रमांचे पान' })).toHaveAttribute(
    'href',
    '/mr/events',
  );

  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});
