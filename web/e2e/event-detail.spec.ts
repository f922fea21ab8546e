import type { Page } from '@playwright/test';
import { collectCspViolations } from './support/csp';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The event page (/events/{eventId}): a seeded event from the API
// (emulator-data/events.json), an unknown id, and the built-in sample events when the API cannot
// be reached.

const SEEDED_ID = 'maharashtra-state-championship';
const SEEDED_TITLE = 'Maharashtra State Taekwondo Championship';
const SAMPLE_ID = 'sample-maharashtra-state-championship';
const SAMPLE_TITLE = 'Maharashtra State Championship';
const SITE = 'Maharashtra Taekwondo Association';
// The API client tries three more times, 1.5 s apart, before it gives up: room for that.
const FALLBACK_TIMEOUT = 30_000;

/** Every call for one event fails as if the network were down. */
const cutEventCalls = (page: Page) =>
  page.route('**/api/events/**', (route) => route.abort('connectionrefused'));

/** The <dd> of the facts list whose <dt> reads `term`. */
const factValue = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/** "19 December 2026": the site's en-IN long form, for a 'YYYY-MM-DD' day. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

test.describe('event page', () => {
  test('shows a seeded event with its dates, venue, schema.org data and title', async ({
    page,
  }) => {
    const cspViolations = collectCspViolations(page);
    await page.goto(`/events/${SEEDED_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${SEEDED_TITLE} · ${SITE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Sub-junior, cadet, junior and senior athletes/,
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type'?: string; name?: string; startDate?: string; endDate?: string };
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: SEEDED_TITLE });
    // The seed dates its events from today: read them back from the page's own data.
    const startDate = jsonLd.startDate?.slice(0, 10) ?? '';
    const endDate = jsonLd.endDate?.slice(0, 10) ?? '';
    expect(jsonLd.startDate).toBe(`${startDate}T08:30:00+05:30`);
    expect(jsonLd.endDate).toBe(`${endDate}T18:00:00+05:30`);
    // A two-day range is written once ("18–19 December 2026"): its first day, then the last date's
    // month and year, without pinning the dash the browser's ICU uses.
    const endMonthYear = longDate(endDate).split(' ').slice(1).join(' ');
    const dateText = factValue(page, 'Date');
    await expect(dateText).toHaveText(
      new RegExp(`^${Number(startDate.slice(8))}\\D.*${endMonthYear}$`),
    );
    await expect(factValue(page, 'Time')).toHaveText(/^8:30 am\s.\s6:00 pm$/);
    await expect(factValue(page, 'Location')).toHaveText('Mumbai, Maharashtra');
    await expect(factValue(page, 'Venue')).toHaveText(
      'Sardar Vallabhbhai Patel Indoor Stadium, Worli',
    );

    const main = page.getByRole('main');
    for (const name of ['About this event', 'Details', 'Registration', 'Contact']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'competitions@example.com' })).toHaveAttribute(
      'href',
      'mailto:competitions@example.com',
    );
    await expect(main.getByRole('link', { name: 'Back to events' })).toHaveAttribute(
      'href',
      '/events',
    );
    await expect(main.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/enroll',
    );
    const calendar = main.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('href', `/api/events/${SEEDED_ID}.ics`);
    await expect(calendar).toHaveAttribute('download', `${SEEDED_ID}.ics`);
    // The JSON-LD block is data, not script: the CSP (script-src 'self') has nothing to block.
    expect(cspViolations).toEqual([]);
  });

  test("shows 'Event Not Found' for an unknown id, with a way back", async ({ page }) => {
    await page.goto('/events/no-such-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    await expect(page.getByText('Event not found', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Event Not Found · ${SITE}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to events' }).last().click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('shows the built-in sample event when the API is down', async ({ page }) => {
    await cutEventCalls(page);
    await page.goto(`/events/${SAMPLE_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TITLE })).toBeVisible({
      timeout: FALLBACK_TIMEOUT,
    });
    await expect(page.getByRole('note')).toContainText('could not reach our events service');
    await expect(factValue(page, 'Location')).toHaveText('Mumbai, Maharashtra');
    await expect(page).toHaveTitle(`${SAMPLE_TITLE} · ${SITE}`);
    // The server has no file for a sample event, so none is offered.
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  });

  test("shows 'Event Not Found' when the API is down and the id is not a sample's", async ({
    page,
  }) => {
    // Reached from the events list, so the app loads the event itself (a page loaded from its
    // address comes with its event: event-server-render.spec.ts).
    await page.goto('/events');
    await cutEventCalls(page);
    await page.getByRole('main').getByRole('link', { name: SEEDED_TITLE }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible({
      timeout: FALLBACK_TIMEOUT,
    });
  });

  test('axe finds nothing on an event and on Event Not Found', async ({ page }) => {
    test.slow(); // axe on a full page takes a while on a busy machine
    await page.goto(`/events/${SEEDED_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/events/no-such-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('nothing scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/events/${SEEDED_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/events/no-such-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
