import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { grantAdmin, newMember, registerMember, signInThroughUi } from './support/accounts';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';
import { expect, test } from './support/test';
import { SESSION_RESTORE_TIMEOUT_MS } from './support/waits';

// The office publishes pictures from a phone-sized screen: three photos (made here, with a GPS
// position in their EXIF) are uploaded at once, one is captioned in Marathi, all are published,
// and a visitor finds them on /gallery and /mr/gallery with their sizes set. The items are
// deleted again at the end through the same screen. Runs after the read-only specs
// (playwright.config.ts), whose exact lists of the demo items must not see these.

const PHONE = { width: 360, height: 800 };

async function photo(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1' } })
    .toBuffer();
}

async function openAdminGallery(page: Page) {
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible({
    timeout: SESSION_RESTORE_TIMEOUT_MS,
  });
}

test.describe('the office publishes pictures', () => {
  test.skip(({ isMobile }) => isMobile, 'a write: runs once, at phone width, after the reads');

  test('uploads three photos at 360 px, captions one in Marathi, publishes them', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const stamp = Date.now().toString(36);
    const titles = [`Podium ${stamp}`, `Warm-up ${stamp}`, `Breaking ${stamp}`];
    const marathiTitle = `विजेते ${stamp}`;
    const office = await registerMember(request, newMember('gallery-office'));
    await grantAdmin(office.email);
    await signInThroughUi(page, office);
    await expect(page).not.toHaveURL(/\/login/);
    await openAdminGallery(page);
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Choose photos').setInputFiles([
      { name: 'podium.jpg', mimeType: 'image/jpeg', buffer: await photo('#b5332e', 1600, 1200) },
      { name: 'warm-up.jpg', mimeType: 'image/jpeg', buffer: await photo('#1f6feb', 1200, 1600) },
      { name: 'breaking.jpg', mimeType: 'image/jpeg', buffer: await photo('#2e7d32', 900, 600) },
    ]);
    const forms = page.locator('.photo-upload form');
    await expect(forms).toHaveCount(3, { timeout: 30_000 });
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    for (const [index, title] of titles.entries()) {
      const form = forms.first();
      await form.getByLabel('Title (English)').fill(title);
      if (index === 0) await form.getByLabel('Title (Marathi) (optional)').fill(marathiTitle);
      await form.getByLabel('Category').selectOption('tournament');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(forms).toHaveCount(2 - index);
    }
    for (const title of titles) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }

    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto('/gallery');
    for (const title of titles) {
      const tile = visitor.getByRole('button', { name: title });
      await expect(tile).toBeVisible();
    }
    const image = visitor.locator('.gallery-tile', { hasText: titles[0] }).locator('img');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '1200');
    await expect(image).toHaveAttribute('srcset', /480w/);
    // The browser takes a WebP size (the JPEGs are the fallback).
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.currentSrc))
      .toMatch(/\/api\/media\/\w+\/\d+\.webp$/);
    // The gallery page is rendered by a function with its items: the new ones are in its HTML.
    const served = await (await request.get('/gallery')).text();
    for (const title of titles) expect(served).toContain(title);
    await visitor.goto('/mr/gallery');
    await expect(visitor.getByRole('button', { name: marathiTitle })).toBeVisible();
    await expect(visitor.getByRole('button', { name: titles[1] })).toBeVisible();
    await visitor.close();

    for (const title of titles) {
      await page.getByRole('button', { name: `Delete “${title}”` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    }
  });
});
