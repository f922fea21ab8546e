import { expect, test } from './support/test';

// The gallery rendered by the server with its public items (functions/src/gallery-page.ts, through
// the Hosting rewrite of /gallery and /mr/gallery), seeded with the demo items: the pictures and
// their titles are there before any script runs, each picture sized, and the app then hydrates
// them without asking the API again.

const demo = [
  { en: 'Podium at the State Championship', mr: 'राज्य अजिंक्यपद स्पर्धेतील विजेते' },
  { en: 'Blue corner, red corner', mr: 'निळा कोपरा, लाल कोपरा' },
];

for (const [path, language] of [
  ['/gallery', 'en'],
  ['/mr/gallery', 'mr'],
] as const) {
  test(`${path} shows its pictures with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const tiles = page.locator('.gallery-tile');
    for (const titles of demo) {
      await expect(tiles.filter({ hasText: titles[language] })).toHaveCount(1);
    }
    const images = tiles.locator('img');
    expect(await images.count()).toBeGreaterThanOrEqual(12);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    await expect(page.locator('.gallery-hero__art')).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
    await context.close();
  });
}

test('/gallery hydrates the rendered pictures without asking the API', async ({ page }) => {
  const galleryCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/gallery')) galleryCalls.push(sent.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Training', exact: true }).click();
  await expect(page.getByRole('button', { name: demo[0]?.en ?? '' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: demo[0]?.en ?? '' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(galleryCalls).toEqual([]);
  expect(errors).toEqual([]);
});
