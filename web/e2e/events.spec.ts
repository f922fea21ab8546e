import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { holdRequests } from './support/waits';
import { expect, test } from './support/test';

// The events page (tabs, filters, states, messages) against the seeded demo events
// (scripts/stack/seed.mjs: ten events dated relative to today in India, six upcoming and four past).
// Expectations that depend on the date (the date ranges) are worked out here from GET /api/events,
// independently of the page.

const upcomingTitles = [
  "Women's Self-Defence Workshop",
  'Referee and Judges Seminar',
  'Maharashtra State Taekwondo Championship',
  'Summer Training Camp',
  'Black Belt Testing',
  'Republic Day Demonstration Team Show',
];
const pastTitles = [
  'Marathwada Poomsae Open',
  'Coaching Clinic: Periodisation for Young Athletes',
  'Colour Belt Grading',
  "Annual Members' Meet",
];

const countLine = (page: Page) => page.getByText(/^Showing \d+ events?$/);
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const filtersToggle = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const locationBox = (page: Page) => page.getByRole('textbox', { name: 'Location' });
const emptyState = (page: Page) =>
  page.locator('.events-empty').filter({ hasText: 'No events match your criteria' });

async function openEvents(page: Page, path = '/events') {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Events and Achievements' }),
  ).toBeVisible();
}

/**
 * /events reached inside the app, from the home page's View All Events: the app then loads the
 * list itself, so a test can answer GET /api/events its own way. A direct visit gets the list
 * rendered into the page by the server (functions/src/events-page.ts) and asks the API nothing.
 */
async function openEventsInApp(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'View All Events' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Events and Achievements' }),
  ).toBeVisible();
}

/** Waits for the list (or its empty state) of the selected tab. */
async function listLoaded(page: Page) {
  await expect(countLine(page)).toBeVisible();
}

async function openFilters(page: Page) {
  const toggle = filtersToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function expectTitles(page: Page, expected: readonly string[]) {
  await expect(cards(page)).toHaveCount(expected.length);
  expect([...(await cardTitles(page))].sort()).toEqual([...expected].sort());
}

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// ---- The date rules, written again here as the test's own oracle. ----

interface ApiEvent {
  title: string;
  date: { startDate: string };
}

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

function monthOf(isoDay: string, offset: number): string {
  const [year = 0, month = 1] = isoDay.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
}

function threeMonthsAhead(isoDay: string): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  return new Date(Date.UTC(year, month + 2, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

async function seededEvents(request: APIRequestContext): Promise<ApiEvent[]> {
  const body = (await (await request.get('/api/events')).json()) as { data: ApiEvent[] };
  return body.data;
}

test.describe('events tabs and filters', () => {
  test.skip(({ isMobile }) => isMobile, 'behaviour runs at desktop width; layout checks at 360 px');

  test('All lists every event; Upcoming and Past split them by the day in India', async ({
    page,
  }) => {
    await openEvents(page);
    await listLoaded(page);
    await expect(tab(page, 'All Events')).toHaveAttribute('aria-selected', 'true');
    const all = await cardTitles(page);
    for (const title of [...upcomingTitles, ...pastTitles]) expect(all).toContain(title);
    // Upcoming first, soonest first; then the most recent past event.
    expect(all.indexOf(upcomingTitles[0] ?? '')).toBe(0);
    expect(all.indexOf('Marathwada Poomsae Open')).toBe(upcomingTitles.length);

    await tab(page, 'Upcoming Events').click();
    await expect(page).toHaveURL('/events?tab=upcoming');
    await expectTitles(page, upcomingTitles);
    expect(await cardTitles(page)).toEqual(upcomingTitles);

    await tab(page, 'Past Events').click();
    await expect(page).toHaveURL('/events?tab=past');
    await expectTitles(page, pastTitles);
    expect(await cardTitles(page)).toEqual(pastTitles);
  });

  test('the tabs work by keyboard', async ({ page }) => {
    await openEvents(page);
    await tab(page, 'All Events').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Upcoming Events')).toBeFocused();
    await expect(page).toHaveURL('/events?tab=upcoming');
    await page.keyboard.press('End');
    await expect(tab(page, 'Achievements')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/events?tab=achievements');
  });

  test('the filter panel opens and closes with its toggle', async ({ page }) => {
    await openEvents(page);
    await listLoaded(page);
    const toggle = filtersToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toBeVisible();
    await toggle.click();
    await expect(searchBox(page)).toBeHidden();
  });

  test('search matches title or description, ignoring case, and survives a reload', async ({
    page,
  }) => {
    await openEvents(page);
    await listLoaded(page);
    await openFilters(page);
    await searchBox(page).pressSequentially('POOMSAE');
    // 'Marathwada Poomsae Open' by its title, the championship by its description.
    await expectTitles(page, [
      'Marathwada Poomsae Open',
      'Maharashtra State Taekwondo Championship',
    ]);
    await expect(page).toHaveURL('/events?q=POOMSAE');

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toHaveValue('POOMSAE');
    await expectTitles(page, [
      'Marathwada Poomsae Open',
      'Maharashtra State Taekwondo Championship',
    ]);
  });

  test('event type keeps one of the seven types', async ({ page }) => {
    await openEvents(page);
    await listLoaded(page);
    await openFilters(page);
    const type = page.getByRole('combobox', { name: 'Event Type' });
    const options = await type.locator('option').allTextContents();
    expect(options).toEqual([
      'All types',
      'Tournament',
      'Seminar',
      'Belt Test',
      'Training Camp',
      'Workshop',
      'Demonstration',
      'Other',
    ]);
    await type.selectOption({ label: 'Belt Test' });
    await expect(page).toHaveURL('/events?type=belt-test');
    await expectTitles(page, ['Black Belt Testing', 'Colour Belt Grading']);
    await type.selectOption({ label: 'Other' });
    await expectTitles(page, ["Annual Members' Meet"]);
  });

  test('location matches the city or the state', async ({ page }) => {
    await openEvents(page);
    await listLoaded(page);
    await openFilters(page);
    await locationBox(page).fill('pune');
    await expectTitles(page, ['Summer Training Camp', 'Colour Belt Grading']);
    await expect(page).toHaveURL('/events?location=pune');
    await locationBox(page).fill('MAHARASHTRA');
    await expectTitles(page, [...upcomingTitles, ...pastTitles]);
    await locationBox(page).fill('sambhaji');
    await expectTitles(page, ['Marathwada Poomsae Open']);
  });

  test('each date range shows the events starting in it', async ({ page, request }) => {
    const events = await seededEvents(request);
    const today = todayInIndia();
    const starting = (test: (start: string) => boolean) =>
      events.filter((event) => test(event.date.startDate)).map((event) => event.title);
    const expected = {
      thisMonth: starting((start) => start.slice(0, 7) === monthOf(today, 0)),
      nextMonth: starting((start) => start.slice(0, 7) === monthOf(today, 1)),
      next3Months: starting((start) => start >= today && start <= threeMonthsAhead(today)),
    };

    await openEvents(page);
    await listLoaded(page);
    await openFilters(page);
    const range = page.getByRole('combobox', { name: 'Date Range' });
    for (const [value, label] of [
      ['thisMonth', 'This month'],
      ['nextMonth', 'Next month'],
      ['next3Months', 'Next 3 months'],
    ] as const) {
      await range.selectOption({ label });
      await expect(page).toHaveURL(`/events?range=${value}`);
      if (expected[value].length === 0) {
        await expect(emptyState(page)).toBeVisible();
        await expect(emptyState(page)).toContainText('Try adjusting your search filters');
      } else {
        await expectTitles(page, expected[value]);
      }
    }
    // Every seeded upcoming event is within three months (the latest is 75 days ahead).
    expect(expected.next3Months.sort()).toEqual([...upcomingTitles].sort());
  });

  test('switching tabs resets every filter, and Back brings the filtered view back', async ({
    page,
  }) => {
    await openEvents(page, '/events?q=camp&type=training-camp&location=pune&range=next3Months');
    await expectTitles(page, ['Summer Training Camp']);
    await tab(page, 'Past Events').click();
    await expect(page).toHaveURL('/events?tab=past');
    await expect(searchBox(page)).toHaveValue('');
    await expect(locationBox(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Event Type' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Date Range' })).toHaveValue('');
    await expectTitles(page, pastTitles);

    await page.goBack();
    await expect(page).toHaveURL(
      '/events?q=camp&type=training-camp&location=pune&range=next3Months',
    );
    await expect(tab(page, 'All Events')).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('camp');
    await expectTitles(page, ['Summer Training Camp']);
  });

  test('a shared address opens the same view, and a reload keeps it', async ({ page }) => {
    await openEvents(page, '/events?tab=past&type=seminar');
    await expect(tab(page, 'Past Events')).toHaveAttribute('aria-selected', 'true');
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Event Type' })).toHaveValue('seminar');
    await expectTitles(page, ['Coaching Clinic: Periodisation for Young Athletes']);

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(tab(page, 'Past Events')).toHaveAttribute('aria-selected', 'true');
    await expectTitles(page, ['Coaching Clinic: Periodisation for Young Athletes']);

    await openEvents(page, '/events?tab=achievements');
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(tab(page, 'Achievements')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: /Medals won/ })).toBeVisible();
  });

  test('with filters active the empty state offers Clear Filters, which restores the list', async ({
    page,
  }) => {
    await openEvents(page, '/events?tab=upcoming&q=no-such-event-anywhere');
    await expect(emptyState(page)).toBeVisible();
    await expect(emptyState(page)).toContainText('Try adjusting your search filters');
    await expect(page.getByText("We'll be adding new events soon. Check back later!")).toBeHidden();
    await emptyState(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/events?tab=upcoming');
    await expectTitles(page, upcomingTitles);
    await expect(filtersToggle(page)).toBeFocused();
  });

  test("the panel's Clear Filters resets every field", async ({ page }) => {
    await openEvents(page, '/events?type=seminar&location=mumbai');
    await expectTitles(page, ['Coaching Clinic: Periodisation for Young Athletes']);
    await page.getByRole('search').getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/events');
    await expect(locationBox(page)).toHaveValue('');
    await expectTitles(page, [...upcomingTitles, ...pastTitles]);
  });

  test('without events and without filters it says new events are coming', async ({ page }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({ json: { success: true, count: 0, data: [] } }),
    );
    await openEventsInApp(page);
    await expect(emptyState(page)).toContainText(
      "We'll be adding new events soon. Check back later!",
    );
    await expect(emptyState(page)).not.toContainText('Try adjusting your search filters');
    await expect(emptyState(page).getByRole('button')).toHaveCount(0);
  });

  test('when the events cannot be loaded it shows the sample events and tries again', async ({
    page,
  }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }),
    );
    await openEventsInApp(page);
    const notice = page.locator('.event-list__notice');
    await expect(notice).toContainText('could not load the events calendar');
    await expectTitles(page, [
      'Maharashtra State Championship',
      'Summer Training Camp',
      'Black Belt Testing',
    ]);
    await page.unroute('**/api/events');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await listLoaded(page);
    await expect(notice).toBeHidden();
  });

  test('View Details opens the event modal; Escape closes it and focus returns', async ({
    page,
  }) => {
    await openEvents(page);
    await listLoaded(page);
    const card = page.getByRole('article', { name: 'Maharashtra State Taekwondo Championship' });
    const viewDetails = card.getByRole('button', { name: 'View Details' });
    await viewDetails.click();
    const dialog = page.getByRole('dialog', { name: 'Maharashtra State Taekwondo Championship' });
    await expect(dialog).toBeVisible();
    // A two-day event in en-IN long dates: "15–16 March 2026", "31 March – 1 April 2026".
    await expect(dialog.locator('dd').first()).toHaveText(
      /^\d{1,2}( [A-Z][a-z]+( \d{4})?)?\s*–\s*\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    await expect(dialog).toContainText('Mumbai, Maharashtra');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewDetails).toBeFocused();
  });

  test('Register leads to /enroll and the title to the event page', async ({ page }) => {
    await openEvents(page);
    await listLoaded(page);
    const card = page.getByRole('article', { name: 'Summer Training Camp' });
    await expect(card.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/enroll');
    await expect(card.getByRole('link', { name: 'Summer Training Camp' })).toHaveAttribute(
      'href',
      '/events/pune-summer-training-camp',
    );
  });

  test('the Achievements tab: three achievements, the stats, the tally table and its chart', async ({
    page,
  }) => {
    await openEvents(page);
    await tab(page, 'Achievements').click();
    await expect(page).toHaveURL('/events?tab=achievements');
    const panel = page.getByRole('tabpanel', { name: 'Achievements' });
    await expect(panel.locator('.achievement-card')).toHaveCount(3);
    const stats = panel.getByRole('list', { name: 'Our record in numbers' });
    for (const text of ['150+', 'Medals', '25+', 'Championships', '500+', 'Students']) {
      await expect(stats).toContainText(text);
    }

    const table = panel.getByRole('table', { name: /2019 to 2023/ });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(['Year', 'Gold', 'Silver', 'Bronze', 'Total']);
    for (const header of await headers.all()) await expect(header).toHaveAttribute('scope', 'col');
    const rows: [string, string][] = [
      ['2023', '12 8 15 35'],
      ['2022', '10 12 8 30'],
      ['2021', '7 9 11 27'],
      ['2020', '5 6 8 19'],
      ['2019', '9 11 14 34'],
    ];
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(rows.length);
    for (const [index, [year, medals]] of rows.entries()) {
      const row = body.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(year);
      await expect(row.getByRole('rowheader')).toHaveAttribute('scope', 'row');
      expect((await row.getByRole('cell').allTextContents()).join(' ')).toBe(medals);
    }
    await expect(
      panel.getByRole('img', {
        name: 'Total medals by year: 2023, 35; 2022, 30; 2021, 27; 2020, 19; 2019, 34.',
      }),
    ).toBeVisible();
  });

  test('Contact For Details goes to /contact; the calendar links point at the feed', async ({
    page,
    baseURL,
  }) => {
    await openEvents(page);
    const origin = new URL(baseURL ?? page.url()).origin;
    const host = new URL(origin).host;
    await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
      'href',
      `webcal://${host}/api/events.ics`,
    );
    await expect(page.getByRole('link', { name: `${origin}/api/events.ics` })).toHaveAttribute(
      'href',
      `${origin}/api/events.ics`,
    );
    await page.getByRole('link', { name: 'Contact For Details' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

// Both projects run these: 1280 px on desktop, 360 px on mobile.
test.describe('events page accessibility and layout', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await page.setViewportSize(
      isMobile ? { width: 360, height: 780 } : { width: 1280, height: 900 },
    );
  });

  async function expectCleanAndNarrow(page: Page, where: Locator | null = null) {
    if (where) await expect(where).toBeVisible();
    await expectNoViolations(page);
    expect(await noSidewaysScroll(page)).toBe(true);
  }

  test('axe finds nothing on each tab, with the filters open and with the modal open', async ({
    page,
  }) => {
    test.slow(); // six axe runs
    await openEvents(page);
    await listLoaded(page);
    await expectCleanAndNarrow(page);

    await openFilters(page);
    await searchBox(page).fill('no-such-event-anywhere');
    await expectCleanAndNarrow(page, emptyState(page));
    await page.getByRole('search').getByRole('button', { name: 'Clear Filters' }).click();

    const viewDetails = cards(page).first().getByRole('button', { name: 'View Details' });
    await viewDetails.click();
    const dialog = page.getByRole('dialog');
    await expectCleanAndNarrow(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewDetails).toBeFocused();

    for (const name of ['Upcoming Events', 'Past Events']) {
      await tab(page, name).click();
      await listLoaded(page);
      await expectCleanAndNarrow(page);
    }
    await tab(page, 'Achievements').click();
    await expectCleanAndNarrow(page, page.getByRole('table', { name: /2019 to 2023/ }));
  });

  test('the loading state shows until the events arrive, without sideways scroll', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/api/events');
    await openEventsInApp(page);
    await expect(page.getByText('Loading events…')).toBeAttached();
    await expect(page.locator('.event-list__loading .spinner')).toBeVisible();
    await expectCleanAndNarrow(page);
    release();
    await listLoaded(page);
    await expect(page.getByText('Loading events…')).toHaveCount(0);
  });

  test('the failure state passes axe and does not scroll sideways', async ({ page }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }),
    );
    await openEventsInApp(page);
    await expect(page.locator('.event-list__notice')).toContainText('could not load');
    await expectCleanAndNarrow(page);
  });
});
