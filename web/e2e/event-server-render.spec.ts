import { expect, test } from './support/test';

// An event's page rendered by the server with its event (functions/src/event-page.ts, through the
// Hosting rewrite of /events/* and /mr/events/*), seeded with the demo championship: the event is
// there before any script runs, and the app then hydrates it without reading the event again.

const SEEDED_ID = 'maharashtra-state-championship';
const SEEDED_TITLE = 'Maharashtra State Taekwondo Championship';

for (const [path, back] of [
  [`/events/${SEEDED_ID}`, 'Back to events'],
  [`/mr/events/${SEEDED_ID}`, 'सर्व कार्यक्रमांकडे परत'],
] as const) {
  test(`${path} shows its event with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
    await expect(main.getByText('Sardar Vallabhbhai Patel Indoor Stadium, Worli')).toBeVisible();
    await expect(main.getByRole('link', { name: back })).toBeVisible();
    await context.close();
  });
}

test('an event page hydrates the rendered event without reading it again', async ({ page }) => {
  const eventCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === `/api/events/${SEEDED_ID}`) eventCalls.push(sent.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The championship's lists answer 404 until the office opens entries: not this page's concern.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  await page.goto(`/events/${SEEDED_ID}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${SEEDED_TITLE} · `));
  // The app is running: its link moves to the events list without loading a page.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await main.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  expect(eventCalls).toEqual([]);
  expect(errors).toEqual([]);
});
