import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { expect, test } from './support/test';

// The About page (spec §2 About): five tabs kept in the URL hash, the stats band and the Join Our
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

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the tabs work by keyboard: arrows, Home and End select, the hash follows, Back returns', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(tabList(page).getByRole('tab')).toHaveCount(5);
  await expectSelected(page, 'Our Story');

  // One tab stop: Tab from the story tab leaves the tab list for the panel.
  await tab(page, 'Our Story').focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Mission & Values');
  await expect(tab(page, 'Mission & Values')).toBeFocused();
  await expect(page).toHaveURL(/\/about#mission$/);
  const values = panel(page, 'Mission & Values').getByRole('heading', { level: 4 });
  await expect(values.first()).toHaveText('Excellence');
  for (const name of ['Respect', 'Discipline', 'Integrity', 'Perseverance', 'Community']) {
    await expect(panel(page, 'Mission & Values').getByRole('heading', { name })).toBeVisible();
  }

  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Our Team');
  await expect(page).toHaveURL(/#team$/);

  await page.keyboard.press('End');
  await expectSelected(page, 'Our Branches');
  await expect(tab(page, 'Our Branches')).toBeFocused();

  await page.keyboard.press('ArrowRight'); // wraps round to the first tab
  await expectSelected(page, 'Our Story');
  await expect(page).toHaveURL(/#story$/);

  await page.keyboard.press('ArrowLeft'); // and back round to the last
  await expectSelected(page, 'Our Branches');

  await page.keyboard.press('Home');
  await expectSelected(page, 'Our Story');
  await expect(tab(page, 'Our Story')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(panel(page, 'Our Story')).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/#branches$/);
  await expectSelected(page, 'Our Branches');
});

test('/about#team opens Our Team with seven profiles', async ({ page }) => {
  await page.goto('/about#team');
  await expectSelected(page, 'Our Team');
  const team = panel(page, 'Our Team');
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(team.getByRole('img')).toHaveCount(7);
  await expect(team.getByRole('heading', { name: 'Achievements' })).toHaveCount(7);
  await expect(team.getByRole('heading', { name: 'Instructor notes' })).toHaveCount(7);
  await expect(team.getByText(/\d(st|nd|rd|th) Dan Black Belt/)).toHaveCount(7);
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
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toMatch(/, Maharashtra \d{6}$/);
  }
  await expect(branches.getByRole('link', { name: /^\+91 / })).toHaveCount(7);
  await expect(branches.getByRole('link', { name: /@example\.com$/ })).toHaveCount(7);
});

test('the stats band and the Join Our Community links', async ({ page }) => {
  await page.goto('/about');
  const stats = page.getByRole('region', { name: 'The association in numbers' });
  for (const figure of ['1985', '35+', '50+', '5,000+', '25']) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  }
  const join = page.getByRole('region', { name: 'Join Our Community' });
  await expect(join.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enroll');
  await expect(join.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await join.getByRole('link', { name: 'Explore Programs' }).click();
  await expect(page).toHaveURL('/programs');
});

for (const [id, name] of TABS) {
  test(`axe finds nothing on the ${name} tab, and nothing scrolls sideways`, async ({ page }) => {
    await page.goto(`/about#${id}`);
    await expectSelected(page, name);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
