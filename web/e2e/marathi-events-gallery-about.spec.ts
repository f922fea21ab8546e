import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The Marathi Events, Gallery and About pages: each opens at /mr/… with lang="mr", its
// Marathi heading and controls, works like its English twin, and passes axe without scrolling
// sideways at 1280 px (desktop project) and 360 px (mobile project).

const WIDTH = { desktop: 1280, mobile: 360 } as const;
const DEVANAGARI = /[\u0900-\u097F]/;

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
});

test('events: Marathi tabs, filters and the medal tally', async ({ page }) => {
  await page.goto('/mr/events');
  await expect(page.getByRole('heading', { level: 1, name: 'कार्यक्रम आणि कामगिरी' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  for (const name of ['सर्व कार्यक्रम', 'आगामी कार्यक्रम', 'झालेले कार्यक्रम', 'कामगिरी']) {
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'फिल्टर', exact: true }).click();
  const type = page.getByRole('combobox', { name: 'कार्यक्रमाचा प्रकार' });
  await expect(type.locator('option')).toHaveText([
    'सर्व प्रकार',
    'स्पर्धा',
    'सेमिनार',
    'बेल्ट परीक्षा',
    'प्रशिक्षण शिबिर',
    'कार्यशाळा',
    'प्रात्यक्षिक',
    'इतर',
  ]);
  // The stored value stays the English id.
  await type.selectOption({ label: 'बेल्ट परीक्षा' });
  await expect(type).toHaveValue('belt-test');
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('tab', { name: 'कामगिरी', exact: true }).click();
  const tally = page.getByRole('table', { name: /2019 ते 2023/ });
  await expect(tally).toBeVisible();
  await expect(tally.getByRole('columnheader', { name: 'सुवर्ण' })).toBeVisible();
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});

test('event page: an unknown id says so in Marathi, with a way back', async ({ page }) => {
  const response = await page.goto('/mr/events/no-such-event');
  // The event page function answers for the Marathi edition too: a real 404, titled in Marathi.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('कार्यक्रम सापडला नाही · महाराष्ट्र तायक्वांदो असोसिएशन');
  await expect(page.getByRole('heading', { level: 1, name: 'कार्यक्रम सापडला नाही' })).toBeVisible();
  const back = page.getByRole('link', { name: 'सर्व कार्यक्रमांकडे परत' }).first();
  await expect(back).toHaveAttribute('href', '/mr/events');
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});

test('gallery: Marathi categories, search over Marathi tags, lightbox', async ({ page }) => {
  await page.goto('/mr/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'गॅलरी' })).toBeVisible();
  const results = page.getByRole('region', { name: 'गॅलरी पाहा' });
  const items = results.locator('button[data-item-id]');
  await expect(items).toHaveCount(12);
  await expect(results.getByRole('status')).toHaveText('सर्व 12 चित्रे व व्हिडिओ दाखवत आहोत');

  await page.getByRole('button', { name: 'शोधा', exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'नाव, वर्णन किंवा टॅगनुसार शोधा' });
  await search.fill('नागपूर');
  await expect(items).toHaveCount(1);
  await search.fill('');
  await expect(items).toHaveCount(12);

  await page.getByRole('group', { name: 'प्रकार' }).getByRole('button', { name: 'सेमिनार' }).click();
  await expect(items).toHaveCount(1);
  await items.first().click();
  const dialog = page.getByRole('dialog', { name: 'गुणदान नियमांवर पंचांचे सेमिनार' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('टॅग', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('about: five Marathi tabs; directions still search the English address', async ({ page }) => {
  await page.goto('/mr/about#branches');
  await expect(page.getByRole('heading', { level: 1, name: 'आमच्याविषयी' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'आमच्या शाखा' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel', { name: 'आमच्या शाखा' });
  await expect(panel.getByText('दादर पश्चिम, मुंबई, महाराष्ट्र 400028')).toBeVisible();
  const directions = panel.getByRole('link', { name: /^मार्ग पाहा/ });
  await expect(directions).toHaveCount(7);
  const href = (await directions.first().getAttribute('href')) ?? '';
  expect(decodeURIComponent(href)).toContain('Dadar West, Mumbai, Maharashtra 400028');
  expect(decodeURIComponent(href)).not.toMatch(DEVANAGARI);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('tab', { name: 'आमची टीम' }).click();
  const team = page.getByRole('tabpanel', { name: 'आमची टीम' });
  await expect(team.getByRole('heading', { level: 3, name: 'विक्रम देशपांडे' })).toBeVisible();
  const join = page.getByRole('region', { name: 'आमच्या परिवारात सामील व्हा' });
  await expect(join.getByRole('link')).toHaveCount(3);
  await expect(join.getByRole('link').first()).toHaveAttribute('href', '/mr/enroll');
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});
