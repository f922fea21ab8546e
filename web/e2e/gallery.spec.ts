import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The Gallery page: search, categories, the three views, the lightbox by
// keyboard, the empty state, and axe at 1280 px (desktop project) and 360 px (mobile project),
// with and without the lightbox open.

const WIDTH = { desktop: 1280, mobile: 360 } as const;
const FIRST = 'Podium at the State Championship';
const SECOND = 'Blue corner, red corner';
const LAST = 'Front stance, middle punch';
const VIDEO = 'Side kick through a pine board';

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  // The items come from the API once the page is up.
  await expect(summary(page)).toHaveText(/^Showing all/);
});

const results = (page: Page) => page.getByRole('region', { name: 'Browse the gallery' });
/** The buttons that open an item: one per item shown, whatever the view. */
const itemButtons = (page: Page) => results(page).locator('button[data-item-id]');
const itemButton = (page: Page, title: string) =>
  results(page).getByRole('button', { name: title });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });
const viewButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Layout' }).getByRole('button', { name });
const summary = (page: Page) => results(page).getByRole('status');

async function openSearch(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Search' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('searchbox', { name: 'Search by title, description or tag' });
  await expect(field).toBeFocused();
  return field;
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error('Tab never reached the item');
}

test('search matches the title, the description or a tag, in any case', async ({ page }) => {
  await expect(itemButtons(page)).toHaveCount(12);
  await expect(summary(page)).toHaveText('Showing all 12 items');
  const field = await openSearch(page);

  await field.fill('NAGPUR'); // title
  await expect(itemButtons(page)).toHaveCount(1);
  await expect(itemButton(page, 'Our new training hall in Nagpur')).toBeVisible();

  await field.fill('knife-hand strike'); // description
  await expect(itemButtons(page)).toHaveCount(1);
  await expect(itemButton(page, 'Board breaking on Republic Day')).toBeVisible();

  await field.fill('yeop'); // a tag
  await expect(itemButtons(page)).toHaveCount(1);
  await expect(itemButton(page, VIDEO)).toBeVisible();
  await expect(summary(page)).toHaveText('Showing 1 of 12 for “yeop”');

  await field.fill('');
  await expect(itemButtons(page)).toHaveCount(12);
});

test('category chips show one category at a time, and All shows everything', async ({ page }) => {
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button')).toHaveText([
    'All',
    'Tournament',
    'Training',
    'Demonstration',
    'Celebration',
    'Belt Ceremony',
    'Seminar',
    'Other',
  ]);

  await chip(page, 'Tournament').click();
  await expect(chip(page, 'Tournament')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'false');
  await expect(itemButtons(page)).toHaveCount(2);
  await expect(itemButton(page, FIRST)).toBeVisible();
  await expect(itemButton(page, SECOND)).toBeVisible();

  await chip(page, 'Seminar').click();
  await expect(itemButtons(page)).toHaveCount(1);
  await expect(itemButton(page, 'Referee seminar on the scoring rules')).toBeVisible();

  // Search and category together.
  const field = await openSearch(page);
  await field.fill('rules');
  await expect(itemButtons(page)).toHaveCount(1);
  await chip(page, 'All').click();
  await expect(itemButtons(page)).toHaveCount(1);
  await field.fill('');
  await expect(itemButtons(page)).toHaveCount(12);
});

test('the three views: grid, collage (1 large, 2 medium, 3 small, cards) and masonry', async ({
  page,
}) => {
  const grid = viewButton(page, 'Grid');
  const collage = viewButton(page, 'Collage');
  const masonry = viewButton(page, 'Masonry');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).locator('.gallery-list--grid > li')).toHaveCount(12);

  await collage.click();
  await expect(collage).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(results(page).locator('.gallery-tile--large')).toHaveCount(1);
  await expect(results(page).locator('.gallery-tile--medium')).toHaveCount(2);
  await expect(results(page).locator('.gallery-tile--small')).toHaveCount(3);
  await expect(results(page).locator('.gallery-card')).toHaveCount(6);
  await expect(results(page).locator('.gallery-tile--large')).toContainText(FIRST);
  // The large tile is the widest picture on the page.
  const large = await results(page).locator('.gallery-tile--large').boundingBox();
  const medium = await results(page).locator('.gallery-tile--medium').first().boundingBox();
  expect(large?.width ?? 0).toBeGreaterThan(medium?.width ?? Infinity);
  await expectNoSidewaysScroll(page);

  // With fewer items the collage fills its groups in order.
  await chip(page, 'Tournament').click();
  await expect(results(page).locator('.gallery-tile--large')).toHaveCount(1);
  await expect(results(page).locator('.gallery-tile--medium')).toHaveCount(1);
  await expect(results(page).locator('.gallery-tile--small, .gallery-card')).toHaveCount(0);
  await chip(page, 'All').click();

  await masonry.click();
  await expect(masonry).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).locator('.gallery-list--masonry > li')).toHaveCount(12);
  await expectNoSidewaysScroll(page);
});

test('every picture and the video are served from the site itself', async ({ page }) => {
  await viewButton(page, 'Masonry').click();
  const sources = await page
    .locator('main img')
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')),
    );
  expect(sources.length).toBeGreaterThanOrEqual(13); // twelve items and the hero
  const origin = new URL(page.url()).origin;
  for (const source of [...new Set(sources)]) {
    const path = source ?? '';
    expect(path.startsWith('/') || path.startsWith(`${origin}/`), `${path} is on this site`).toBe(
      true,
    );
    const response = await page.request.get(path);
    expect(response.ok(), path).toBe(true);
  }
  const video = await page.request.get('/media/gallery/side-kick-board-break.webm');
  expect(video.ok()).toBe(true);
  expect(video.headers()['content-type']).toContain('video/webm');
});

test('the lightbox works from the keyboard: Tab, Enter, ← and → (wrapping), Escape', async ({
  page,
}) => {
  await tabTo(page, itemButton(page, FIRST));
  await page.keyboard.press('Enter');

  let dialog = page.getByRole('dialog', { name: FIRST });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await expect(dialog.getByRole('img', { name: /podium numbered 1, 2 and 3/ })).toBeVisible();
  await expect(dialog.getByText('16 February 2025')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'kyorugi' })).toBeVisible();
  await expect(dialog.getByText('1 of 12')).toBeVisible();
  // The page behind does not scroll while the lightbox is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('ArrowRight');
  dialog = page.getByRole('dialog', { name: SECOND });
  await expect(dialog.getByText('2 of 12')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  dialog = page.getByRole('dialog', { name: LAST });
  await expect(dialog.getByText('12 of 12')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: FIRST })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: LAST })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Focus returns to the item the lightbox showed last.
  await expect(itemButton(page, LAST)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // Escape straight after opening returns to the opener itself.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: LAST })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(itemButton(page, LAST)).toBeFocused();
});

test('the Previous and Next buttons move through the filtered items', async ({ page }) => {
  await chip(page, 'Tournament').click();
  await expect(itemButtons(page)).toHaveCount(2);
  await itemButton(page, FIRST).click();
  let dialog = page.getByRole('dialog', { name: FIRST });
  await expect(dialog.getByText('1 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  dialog = page.getByRole('dialog', { name: SECOND });
  await expect(dialog.getByText('2 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  dialog = page.getByRole('dialog', { name: FIRST });
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: SECOND })).toBeVisible();
});

test('the video item plays in the lightbox', async ({ page }) => {
  await itemButton(page, VIDEO).click();
  const dialog = page.getByRole('dialog', { name: VIDEO });
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('poster', '/images/gallery/side-kick-board-break.svg');
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.duration))
    .toBeCloseTo(4, 0);
  await video.evaluate((node: HTMLVideoElement) => {
    node.muted = true;
    return node.play();
  });
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('no match shows the empty state, and Reset Filters brings every item back', async ({
  page,
}) => {
  const field = await openSearch(page);
  await field.fill('trophy');
  await chip(page, 'Training').click();
  await expect(itemButtons(page)).toHaveCount(0);
  await expect(
    results(page).getByRole('heading', { name: 'No gallery items match your criteria' }),
  ).toBeVisible();
  await expect(
    results(page).getByText('Try adjusting your search or category filters'),
  ).toBeVisible();
  await expectNoViolations(page);

  await results(page).getByRole('button', { name: 'Reset Filters' }).click();
  await expect(itemButtons(page)).toHaveCount(12);
  await expect(field).toHaveValue('');
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'All')).toBeFocused();
});

test.describe('accessibility', () => {
  for (const view of ['Grid', 'Collage', 'Masonry']) {
    test(`axe finds nothing in the ${view.toLowerCase()} view, which never scrolls sideways`, async ({
      page,
    }) => {
      await viewButton(page, view).click();
      await expect(viewButton(page, view)).toHaveAttribute('aria-pressed', 'true');
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('axe finds nothing with the search field open', async ({ page }) => {
    await openSearch(page);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  for (const title of [FIRST, VIDEO]) {
    test(`axe finds nothing with the lightbox open on "${title}"`, async ({ page }) => {
      await itemButton(page, title).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
