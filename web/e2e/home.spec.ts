import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The home page: hero carousel, '70 years of Taekwon-Do', upcoming events (from the
// seeded API, or the built-in samples) and the three program cards, each with its dialog.

const UPCOMING = /\/api\/events\/upcoming(\?|$)/;
const SAMPLE_TITLES = [
  'Maharashtra State Championship',
  'Summer Training Camp',
  'Black Belt Testing',
];
const HERO_TITLES = [
  'Taekwon-Do for every family in Maharashtra',
  'State Championships',
  'Master Training Workshops',
  'Programs for All Ages',
  'Belt Promotion Exams',
];

const eventsSection = (page: Page) => page.getByRole('region', { name: 'Upcoming Events' });
const eventCards = (page: Page) => eventsSection(page).getByRole('article');
const openDialog = (page: Page) => page.getByRole('dialog');

/** 'MMMM d, yyyy' for a 'YYYY-MM-DD' day, as the page must show it. */
const homeDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * A one-day event reads 'March 5, 2026'. A range is written once ('March 5 – 6, 2026'), so for it
 * the start's month and day are checked, without pinning the separator the browser's ICU uses.
 */
const expectedDateText = (date: { startDate: string; endDate?: string }) =>
  date.endDate && date.endDate !== date.startDate
    ? (homeDate(date.startDate).split(',')[0] ?? '')
    : homeDate(date.startDate);

/** The hero slide whose dot is marked current, counted from 1. */
async function currentSlide(page: Page): Promise<number> {
  const label = await page
    .locator('button[aria-current="true"][aria-label^="Go to slide"]')
    .getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0]);
}

async function expectSlideShown(page: Page, slide: number) {
  await expect(page.getByRole('heading', { level: 2, name: HERO_TITLES[slide - 1] })).toBeVisible();
  await expect(page.getByRole('button', { name: `Go to slide ${slide}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/**
 * Tab walks the dialog's controls and one step past the last: focus is never on the page behind
 * (the browser may hand it to its own toolbar, which leaves document.body active).
 */
async function expectFocusKeptInside(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input, select, textarea').length,
  );
  for (let step = 0; step <= stops; step++) {
    await page.keyboard.press(step % 2 === 0 ? 'Tab' : 'Shift+Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'none';
      return document.querySelector('dialog[open]')?.contains(active) ? 'inside' : 'outside';
    });
    expect(where, `after ${step + 1} Tab presses`).not.toBe('outside');
  }
  for (let step = 0; step <= stops; step++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => {
      const active = document.activeElement;
      return (
        !active ||
        active === document.body ||
        !!document.querySelector('dialog[open]')?.contains(active)
      );
    }),
  ).toBe(true);
}

/** Opens a dialog from `opener`, checks it, closes it with Escape and checks focus came back. */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFocusKeptInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('home page', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'interactions run at desktop width; axe runs at both below',
  );

  test('the hero advances every 5 s and wraps from the last slide to the first', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Maharashtra Taekwondo Association',
    );
    // From here on time moves only when the test moves it, half a second at a time.
    // The page's clock, not this process's: on a busy machine the two drift apart by more than the
    // margin, and a pause in the page's past is refused.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 2_000);
    let slide = await currentSlide(page);
    // Six moves: at least one wraps from 5 to 1, and the five after the first (whose timer began
    // while the page loaded) each take the full interval.
    for (let move = 1; move <= 6; move++) {
      const next = (slide % 5) + 1;
      let elapsed = 0;
      await expect
        .poll(
          async () => {
            await page.clock.runFor(500);
            elapsed += 500;
            return currentSlide(page);
          },
          { intervals: [50], timeout: 15_000 },
        )
        .toBe(next);
      await expectSlideShown(page, next);
      // Each timer starts when the previous move has rendered, up to one step after it was seen.
      if (move > 1) expect(elapsed, `move ${move}`).toBeGreaterThanOrEqual(4_500);
      expect(elapsed, `move ${move}`).toBeLessThanOrEqual(6_000);
      slide = next;
    }
  });

  test('previous and next wrap at both ends', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expectSlideShown(page, 1);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlideShown(page, 5);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlideShown(page, 1);
  });

  test('every hero slide leads to /programs and /contact', async ({ page }) => {
    await page.goto('/');
    // Slides out of view are hidden and inert: only the shown slide's links are on the page.
    const programs = page.getByRole('main').getByRole('link', { name: 'Explore Programs' });
    const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
    for (let slide = 1; slide <= 5; slide++) {
      await page.getByRole('button', { name: `Go to slide ${slide}` }).click();
      await expectSlideShown(page, slide);
      await expect(programs).toHaveAttribute('href', '/programs');
      await expect(contact).toHaveAttribute('href', '/contact');
    }
  });

  test('the hero is in the prerendered HTML, with its first picture loaded eagerly', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(HERO_TITLES[0]);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    expect(html).toContain('70 years of Taekwon-Do');
  });

  test('upcoming events come from the API: at most three, dated MMMM d, yyyy', async ({ page }) => {
    const answer = page.waitForResponse(UPCOMING);
    await page.goto('/');
    const body = (await (await answer).json()) as {
      data: { title: string; date: { startDate: string; endDate?: string } }[];
    };
    const expected = body.data.slice(0, 3);
    expect(expected.length, 'the seed has upcoming events').toBeGreaterThan(0);
    await expect(eventCards(page)).toHaveCount(expected.length);
    for (const [index, event] of expected.entries()) {
      const card = eventCards(page).nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(event.title);
      await expect(card).toContainText(expectedDateText(event.date));
    }
    await expect(
      eventsSection(page).getByText(SAMPLE_TITLES[0] ?? '', { exact: true }),
    ).toHaveCount(0);
    await expect(
      eventsSection(page).getByRole('link', { name: 'View All Events' }),
    ).toHaveAttribute('href', '/events');
  });

  test('the three sample events stand in when the call fails', async ({ page }) => {
    await page.route(UPCOMING, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Server error' }),
      }),
    );
    await page.goto('/');
    await expect(eventCards(page).getByRole('heading', { level: 3 })).toHaveText(SAMPLE_TITLES);
    await expect(eventCards(page).nth(0)).toContainText('Mumbai, Maharashtra');
    await expect(eventCards(page).nth(1)).toContainText('Pune, Maharashtra');
    await expect(eventCards(page).nth(2)).toContainText('Nagpur, Maharashtra');
  });

  test('the three sample events stand in when the API has no upcoming events', async ({ page }) => {
    await page.route(UPCOMING, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, count: 0, data: [] }),
      }),
    );
    await page.goto('/');
    await expect(eventCards(page).getByRole('heading', { level: 3 })).toHaveText(SAMPLE_TITLES);
    // They start one to three months ahead.
    const today = Date.now();
    for (const index of [0, 1, 2]) {
      const shown = await eventCards(page).nth(index).locator('time').getAttribute('datetime');
      const daysAhead = (Date.parse(`${shown}T00:00:00Z`) - today) / 86_400_000;
      expect(daysAhead).toBeGreaterThan(26);
      expect(daysAhead).toBeLessThan(95);
    }
  });

  test('Read More opens the history, the five tenets and the legacy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Read More' }).click();
    const dialog = page.getByRole('dialog', { name: '70 years of Taekwon-Do' });
    for (const heading of ['History', 'The five tenets', 'Legacy']) {
      await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    for (const tenet of [
      'Courtesy',
      'Integrity',
      'Perseverance',
      'Self-Control',
      'Indomitable Spirit',
    ]) {
      await expect(dialog.getByText(tenet, { exact: true })).toBeVisible();
    }
  });

  const dialogs: { name: string; opener: (page: Page) => Locator }[] = [
    {
      name: '70 years of Taekwon-Do',
      opener: (page) => page.getByRole('button', { name: 'Read More' }),
    },
    ...["Children's Program", 'Teens Program', 'Adults Program'].map((program) => ({
      name: program,
      opener: (page: Page) => page.getByRole('button', { name: `Learn More about ${program}` }),
    })),
    {
      // The first card, whichever event it is: its title names the dialog.
      name: 'first event',
      opener: (page) =>
        eventCards(page)
          .first()
          .getByRole('button', { name: /^View Details/ }),
    },
  ];

  for (const { name, opener } of dialogs) {
    test(`the ${name} dialog keeps focus inside, closes on Escape and gives focus back`, async ({
      page,
    }) => {
      await page.goto('/');
      const button = opener(page);
      const title =
        name === 'first event'
          ? ((await eventCards(page).first().getByRole('heading', { level: 3 }).textContent()) ??
            '')
          : name;
      await checkDialog(page, button, title);
    });
  }

  test('a dialog closes on its Close button and on a click on the backdrop', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: "Learn More about Children's Program" });
    await opener.click();
    await openDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(openDialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(openDialog(page)).toHaveCount(0);
  });
});

// Both projects: desktop at 1280 px, and the phone project narrowed to 360 px.
test.describe('home page accessibility and layout', () => {
  // A whole-page axe run takes seconds on a busy 2-core machine.
  test.slow();

  test.beforeEach(async ({ page, isMobile }) => {
    await page.setViewportSize(
      isMobile ? { width: 360, height: 780 } : { width: 1280, height: 800 },
    );
  });

  test('axe finds nothing on / and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await expect(eventCards(page).first()).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  const openers: { dialog: string; opener: (page: Page) => Locator }[] = [
    { dialog: 'Read More', opener: (page) => page.getByRole('button', { name: 'Read More' }) },
    {
      dialog: 'Learn More',
      opener: (page) => page.getByRole('button', { name: "Learn More about Children's Program" }),
    },
    {
      dialog: 'event detail',
      opener: (page) =>
        eventCards(page)
          .first()
          .getByRole('button', { name: /^View Details/ }),
    },
  ];

  for (const { dialog, opener } of openers) {
    test(`axe finds nothing with the ${dialog} dialog open, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto('/');
      await opener(page).click();
      await expect(openDialog(page)).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
