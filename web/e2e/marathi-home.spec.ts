import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The Marathi home page and frame: /mr/ is the same page built with the .mr.ts content
// modules, so its words, dates and controls are Marathi and its links stay under /mr/. The
// strings below are those of features/home/content/*.mr.ts, app/content/shell-copy.mr.ts and
// components/ui/*.mr.ts (the spec cannot import them: they use the app's path aliases).

const UPCOMING = /\/api\/events\/upcoming(\?|$)/;
const HOME = '/mr/';
const WIDTH = { desktop: 1280, mobile: 360 } as const;
const MR_MONTHS = [
  'जानेवारी',
  'फेब्रुवारी',
  'मार्च',
  'एप्रिल',
  'मे',
  'जून',
  'जुलै',
  'ऑगस्ट',
  'सप्टेंबर',
  'ऑक्टोबर',
  'नोव्हेंबर',
  'डिसेंबर',
];
const SAMPLE_TITLES = ['महाराष्ट्र राज्य अजिंक्यपद स्पर्धा', 'उन्हाळी प्रशिक्षण शिबिर', 'ब्लॅक बेल्ट परीक्षा'];

const eventsSection = (page: Page) => page.getByRole('region', { name: 'आगामी कार्यक्रम' });
const eventCards = (page: Page) => eventsSection(page).getByRole('article');

function answerUpcoming(page: Page, status: number, body: unknown) {
  return page.route(UPCOMING, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('Marathi home page', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
  });

  test('is written in Marathi, frame included, with no sideways scroll and no axe findings', async ({
    page,
  }) => {
    await page.goto(HOME);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('महाराष्ट्र तायक्वांदो असोसिएशन');
    await expect(
      page.getByRole('heading', { level: 2, name: 'महाराष्ट्रातील प्रत्येक कुटुंबासाठी तायक्वांदो' }),
    ).toBeVisible();
    for (const heading of ['तायक्वांदोची 70 वर्षे', 'आगामी कार्यक्रम', 'आमचे प्रशिक्षण वर्ग']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'कार्यालयीन वेळ' })).toBeVisible();
    await expect(footer).toContainText('सर्व हक्क राखीव');
    await expect(page.getByRole('link', { name: 'थेट मुख्य मजकुराकडे जा' })).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });

  test('the hero is prerendered in Marathi', async ({ request }) => {
    const html = await (await request.get(HOME)).text();
    expect(html).toContain('महाराष्ट्रातील प्रत्येक कुटुंबासाठी तायक्वांदो');
    expect(html).toContain('तायक्वांदोची 70 वर्षे');
  });

  test('the mobile menu is named in Marathi', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the hamburger is shown at phone width');
    await page.goto(HOME);
    await page.getByRole('button', { name: 'मेनू उघडा' }).click();
    const menu = page.getByRole('dialog', { name: 'मेनू' });
    await expect(menu).toBeVisible();
    await expectNoViolations(page);
    await menu.getByRole('button', { name: 'मेनू बंद करा' }).click();
    await expect(menu).toHaveCount(0);
  });
});

test.describe('Marathi home page at desktop width', () => {
  test.skip(({ isMobile }) => isMobile, 'interactions run at desktop width');

  test('hero controls speak Marathi and its links stay under /mr/', async ({ page }) => {
    await page.goto(HOME);
    await page.getByRole('button', { name: 'स्लाइड 2 वर जा' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'राज्य अजिंक्यपद स्पर्धा' })).toBeVisible();
    await page.getByRole('button', { name: 'मागील स्लाइड' }).click();
    await expect(page.getByRole('button', { name: 'स्लाइड 1 वर जा' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'प्रशिक्षण वर्ग पाहा', exact: true })).toHaveAttribute(
      'href',
      '/mr/programs',
    );
    await expect(
      main.getByRole('link', { name: 'संपर्क साधा', exact: true }).first(),
    ).toHaveAttribute('href', '/mr/contact');
  });

  test('events from the API carry Marathi dates, day first with Latin digits', async ({ page }) => {
    const answer = page.waitForResponse(UPCOMING);
    await page.goto(HOME);
    const body = (await (await answer).json()) as {
      data: { date: { startDate: string; endDate?: string } }[];
    };
    const shown = body.data.slice(0, 3);
    expect(shown.length, 'the seed has upcoming events').toBeGreaterThan(0);
    await expect(eventCards(page)).toHaveCount(shown.length);
    for (const [index, event] of shown.entries()) {
      const last = new Date(`${event.date.endDate ?? event.date.startDate}T00:00:00Z`);
      const time = eventCards(page).nth(index).locator('time');
      await expect(time).toContainText(`${MR_MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`);
      await expect(time).toHaveText(/^\d/);
    }
  });

  test('the sample events stand in, in Marathi, when the call fails', async ({ page }) => {
    await answerUpcoming(page, 500, { success: false, message: 'Server error' });
    await page.goto(HOME);
    await expect(eventCards(page).getByRole('heading', { level: 3 })).toHaveText(SAMPLE_TITLES);
    await expect(eventCards(page).nth(0)).toContainText('मुंबई, महाराष्ट्र');
    await expect(eventCards(page).nth(1)).toContainText('पुणे, महाराष्ट्र');
    await expect(eventCards(page).nth(2)).toContainText('नागपूर, महाराष्ट्र');
    await eventCards(page)
      .nth(0)
      .getByRole('button', { name: /^तपशील पाहा/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /महाराष्ट्र राज्य अजिंक्यपद स्पर्धा/ });
    await expect(dialog).toContainText('या कार्यक्रमाविषयी');
    await expect(dialog.getByRole('link', { name: /नोंदणी करा$/ })).toHaveAttribute(
      'href',
      '/mr/enroll',
    );
    await dialog.getByRole('button', { name: 'बंद करा' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('says in Marathi when nothing is upcoming', async ({ page }) => {
    await answerUpcoming(page, 200, { success: true, count: 1, data: [{ title: 'No date' }] });
    await page.goto(HOME);
    await expect(
      eventsSection(page).getByText('सध्या कोणतेही आगामी कार्यक्रम नाहीत. कृपया नंतर पुन्हा पाहा.'),
    ).toBeVisible();
  });

  test('Read More and Learn More open Marathi dialogs', async ({ page }) => {
    await page.goto(HOME);
    await page.getByRole('button', { name: 'अधिक वाचा' }).click();
    const heritage = page.getByRole('dialog', { name: 'तायक्वांदोची 70 वर्षे' });
    for (const heading of ['इतिहास', 'पाच मूलतत्त्वे', 'वारसा']) {
      await expect(heritage.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(heritage.getByText('सौजन्य (Courtesy)', { exact: true })).toBeVisible();
    await heritage.getByRole('button', { name: 'बंद करा' }).click();
    await expect(heritage).toHaveCount(0);

    await page.getByRole('button', { name: /^अधिक माहिती\s*\(मुलांचा वर्ग\)$/ }).click();
    const program = page.getByRole('dialog', { name: 'मुलांचा वर्ग' });
    await expect(program).toContainText('आपल्या मुलाला काय मिळते');
    await expect(program.getByRole('link', { name: 'आता प्रवेश घ्या' })).toHaveAttribute(
      'href',
      '/mr/enroll',
    );
  });

  // Hosting's own 404.html is English; the last rewrite sends /mr/** to a function answering the
  // Marathi not-found page, which hydrates into the Marathi app.
  test('an unknown Marathi path answers 404 with the Marathi not-found page and a way home', async ({
    page,
  }) => {
    const response = await page.goto('/mr/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: 'पान सापडले नाही' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const home = page.getByRole('main').getByRole('link').first();
    await expect(home).toHaveAttribute('href', /^\/mr\/?$/);
    await home.click();
    await expect(page).toHaveURL(/\/mr\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('पान सापडले नाही');
    await page.goBack();
    await expectNoViolations(page);
  });
});
