import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The About page: five tabs kept in the URL hash, the stats band and the Join Our
// Community block; axe and sideways scroll at 1280 px (desktop project) and 360 px (mobile project).

const WIDTH = { desktop: 1280, mobile: 360 } as const;

const TABS = [
  ['story', 'Our Story'],
  ['mission', 'Mission & Values'],
  ['team', 'Our Team'],
  ['timeline', 'Timeline'],
  ['branches', 'Our Branches'],
] as const;

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
});

const tabList = (page: Page) => page.getByRole('tablist', { name: 'About the association' });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

async function expectSelected(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, name)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('the tabs work by keyboard: arrows, Home and End select, the hash follows without history entries', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(tabList(page).getByRole('tab')).toHaveCount(5);
  await expectSelected(page, 'Our Story');
  const entries = await historyLength(page);

  await tab(page, 'Our Story').focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Mission & Values');
  await expect(tab(page, 'Mission & Values')).toBeFocused();
  await expect(page).toHaveURL(/\/about#mission$/);
  const values = panel(page, 'Mission & Values');
  for (const name of ['Excellence', 'Respect', 'Discipline', 'Integrity', 'Perseverance']) {
    await expect(values.getByRole('heading', { level: 4, name })).toBeVisible();
  }
  await expect(values.getByRole('heading', { level: 4, name: 'Community' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Our Team');
  await expect(page).toHaveURL(/#team$/);

  await page.keyboard.press('End');
  await expectSelected(page, 'Our Branches');
  await expect(tab(page, 'Our Branches')).toBeFocused();
  await expect(page).toHaveURL(/#branches$/);

  await page.keyboard.press('ArrowRight'); // wraps round to the first tab
  await expectSelected(page, 'Our Story');
  await expect(page).toHaveURL(/#story$/);

  await page.keyboard.press('ArrowLeft'); // and back round to the last
  await expectSelected(page, 'Our Branches');

  await page.keyboard.press('Home');
  await expectSelected(page, 'Our Story');
  await expect(tab(page, 'Our Story')).toBeFocused();

  // One tab stop: Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(panel(page, 'Our Story')).toBeFocused();

  // The hash replaces the entry: six switches, no new history entries.
  expect(await historyLength(page)).toBe(entries);
});

test('/about#team opens Our Team after hydration, with seven profiles and the instructor notes', async ({
  page,
}) => {
  await page.goto('/about#team');
  await expectSelected(page, 'Our Team');
  const team = panel(page, 'Our Team');
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(8); // seven people and the notes
  await expect(team.getByRole('heading', { level: 3, name: 'Instructor notes' })).toBeVisible();
  await expect(team.getByRole('img')).toHaveCount(7);
  await expect(team.getByRole('heading', { level: 4, name: 'Achievements' })).toHaveCount(7);
  await expect(team.getByText(/^\d(st|nd|rd|th) Dan Black Belt$/)).toHaveCount(7);
  // The portraits are drawings served by the site, and every one of them loads.
  for (const image of await team.getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('/about#timeline shows eight milestones from 1985 to 2023 and four affiliations', async ({
  page,
}) => {
  await page.goto('/about#timeline');
  await expectSelected(page, 'Timeline');
  const timeline = panel(page, 'Timeline');
  const years = timeline.locator('ol time');
  await expect(years).toHaveCount(8);
  await expect(years.first()).toHaveText('1985');
  await expect(years.last()).toHaveText('2023');
  const affiliations = timeline
    .locator('section', { has: page.getByRole('heading', { level: 3, name: 'Affiliations' }) })
    .getByRole('heading', { level: 4 });
  await expect(affiliations).toHaveCount(4);
});

test('/about#branches lists seven centers, each with a directions link built from its address', async ({
  page,
}) => {
  await page.goto('/about#branches');
  await expectSelected(page, 'Our Branches');
  const branches = panel(page, 'Our Branches');
  await expect(branches.getByRole('heading', { level: 3 })).toHaveCount(7);
  const links = branches.getByRole('link', { name: /^Get directions to / });
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toMatch(/, Maharashtra \d{6}$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  await expect(branches.getByRole('link', { name: /^\+91 / })).toHaveCount(7);
  await expect(branches.getByRole('link', { name: /@example\.com$/ })).toHaveCount(7);
});

test("the stats band shows the association's claims", async ({ page }) => {
  await page.goto('/about');
  const stats = page.getByRole('region', { name: 'The association in numbers' });
  for (const figure of ['1985', '35+', '50+', '5,000+', '25']) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  }
});

for (const [name, path, heading] of [
  ['Explore Programs', '/programs', /Programs/],
  ['Contact Us', '/contact', /Contact/],
] as const) {
  test(`Join Our Community: ${name} opens ${path}`, async ({ page }) => {
    await page.goto('/about');
    const join = page.getByRole('region', { name: 'Join Our Community' });
    await join.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('Join Our Community: Enroll Now opens /enroll, which sends a visitor to /register', async ({
  page,
}) => {
  await page.goto('/about');
  const join = page.getByRole('region', { name: 'Join Our Community' });
  const enroll = join.getByRole('link', { name: 'Enroll Now' });
  await expect(enroll).toHaveAttribute('href', '/enroll');
  await enroll.click();
  // A member page sends a signed-out visitor to /register.
  await expect(page).toHaveURL('/register');
});

for (const [id, name] of TABS) {
  test(`axe finds nothing on the ${name} tab, and nothing scrolls sideways`, async ({ page }) => {
    await page.goto(`/about#${id}`);
    await expectSelected(page, name);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
