import { expect, test } from './support/test';

// The events list rendered by the server into the page (functions/src/events-page.ts, through
// the Hosting rewrite of /events and /mr/events) with the seeded demo events: the cards are in
// the raw HTML, and the app hydrates them as they are — no mismatch, no second fetch.

const seededTitles = [
  "Women's Self-Defence Workshop",
  'Maharashtra State Taekwondo Championship',
  'Marathwada Poomsae Open',
];

/** The card titles in raw HTML, unescaped enough for the seeded ones. */
const titlesIn = (html: string) =>
  [...html.matchAll(/class="event-card__title"><a [^>]*>([^<]+)<\/a>/g)].map((match) =>
    (match[1] ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
  );

for (const path of ['/events', '/mr/events']) {
  test(`${path} arrives with its cards in the HTML and hydrates them without asking the API`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="events-seed">');
    const titles = titlesIn(html);
    expect(titles).toEqual(expect.arrayContaining(seededTitles));

    const eventCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/events')) eventCalls.push(sent.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(titles.length);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(titles);
    // Hydrated: a card's button opens the event's modal.
    await cards.first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(eventCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
}
