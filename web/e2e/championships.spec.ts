import type { Page } from '@playwright/test';
import { pagePath } from '../src/config/page-registry';
import {
  browserOf,
  CHAMPIONSHIP_ID,
  child,
  expectNoViolations,
  grantRoles,
  guardian,
  kolkataDay,
  office,
  openChampionship,
  register,
} from './support/championship';
import { signInThroughUi } from './support/accounts';
import { expect, test } from './support/test';

// A championship through the real stack, at desktop and phone sizes: the office opens the seeded
// tournament and names a coach and an official in the app; the coach enters a squad of ten from
// one screen; a parent withdraws one; the official weighs five in, one out of range, decides it,
// and weighs one while the hall's network is down; the office reads the counts and the CSV.
// Both projects share the seeded tournament, so every athlete's name is unique to its run.

const YEAR = Number(kolkataDay(24).slice(0, 4));
const eventId = CHAMPIONSHIP_ID;

/** Male cadets (12-14 by year) with their declared weights: ten rows of the squad. */
const squadWeights = [40, 44, 47, 51, 55, 38, 43, 59, 63, 36];

async function enterRow(page: Page, name: string, weight: number) {
  const row = page.getByRole('form', { name });
  await row.getByLabel(`Discipline for ${name}`).selectOption('kyorugi');
  await row.getByLabel(`Weight (kg) for ${name}`).fill(String(weight));
  await expect(row.getByText(/^Division: Cadet Male/)).toBeVisible();
  await row.getByRole('button', { name: `Enter ${name}` }).click();
  await expect(row.getByText(/^Entered in Cadet Male/)).toBeVisible();
}

async function weighIn(page: Page, name: string, weight: string) {
  await page.getByLabel('Name or membership number').fill(name);
  const card = page.getByRole('article', { name });
  await card.getByLabel(`Weight of ${name} in kg`).fill(weight);
  return card;
}

test('the office opens the tournament for entries and names a coach and an official in the app', async ({
  page,
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.slow();
  const admin = await office(request);
  const coach = await register(request, 'coach');
  const { page: adminPage } = await browserOf(browser, admin, { viewport, isMobile, hasTouch });

  await adminPage.goto(pagePath('adminEventEdit', { eventId }));
  const settings = adminPage.getByRole('form', { name: 'Championship entries' });
  // The first reads after a build wake the functions up: more than the default wait.
  await expect(settings.getByRole('checkbox', { name: 'Kyorugi (sparring)' })).toBeVisible({
    timeout: 30_000,
  });
  await settings.getByLabel('Entry deadline (last day)').fill(kolkataDay(10));
  await settings.getByLabel('Competition year').fill(String(YEAR));
  await settings.getByRole('button', { name: /Open for entries|Save entry settings/ }).click();
  await expect(settings.getByText('Entry settings saved.')).toBeVisible();
  await expectNoViolations(adminPage);

  // From the Admin start page to People and roles; the coach is found by their email.
  await adminPage.goto(pagePath('admin'));
  await adminPage.getByRole('link', { name: 'People and roles' }).click();
  await adminPage.getByLabel('Email address of the account').fill(coach.email);
  await adminPage.getByRole('button', { name: 'Find' }).click();
  const editor = adminPage.getByRole('form', { name: `Change the roles of ${coach.name}` });
  await editor.getByLabel('Coach of').selectOption({ label: 'Pune' });
  await editor.getByRole('button', { name: 'Save roles' }).click();
  await expect(adminPage.getByText(`Roles of ${coach.name} saved`)).toBeVisible();
  await expect(
    adminPage.getByRole('listitem').filter({ hasText: coach.email }).getByText('Coach of Pune'),
  ).toBeVisible();
  await expectNoViolations(adminPage);

  // The coach's next visit sees the squad screen (the change renewed their sessions).
  await page.goto(pagePath('eventDetail', { eventId }));
  await expect(page.getByRole('heading', { name: 'Championship entries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter an athlete' })).toBeVisible();
  await expectNoViolations(page);
});

test('a coach enters a squad of ten; a parent withdraws one; an official weighs in five and decides one; the office downloads the list', async ({
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(240_000);
  const size = { viewport, isMobile, hasTouch };
  const admin = await office(request);
  await openChampionship(request, admin, YEAR);
  const parent = await guardian(request);
  const unique = parent.name.slice(-4);
  const squad = squadWeights.map((weight, index) => ({ name: `Cadet${index} ${unique}`, weight }));
  const names = squad.map((member) => member.name);
  /** The squad's member at `index`, or a failed test. */
  const nth = (index: number) => {
    const member = squad[index];
    if (!member) throw new Error(`No squad member ${index}`);
    return member;
  };
  for (const name of names) await child(request, parent, name, `${YEAR - 13}-06-15`);
  const coach = await register(request, 'coach');
  await grantRoles(request, admin, coach, { coachClubId: 'pune' });
  const official = await register(request, 'official');
  await grantRoles(request, admin, official, { official: true });

  // The coach: one screen, ten rows, no reload.
  const { page: coachPage } = await browserOf(browser, coach, size);
  await coachPage.goto(pagePath('championshipSquad', { eventId }));
  await expect(coachPage.getByRole('heading', { name: 'Pune squad' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(coachPage);
  const navigations: string[] = [];
  coachPage.on('framenavigated', (frame) => navigations.push(frame.url()));
  for (const member of squad) await enterRow(coachPage, member.name, member.weight);
  expect(navigations).toEqual([]);
  await expectNoViolations(coachPage);

  // The parent sees the coach's entries of their children and withdraws one.
  const { page: parentPage } = await browserOf(browser, parent, size);
  await parentPage.goto(pagePath('championshipEntry', { eventId }));
  const withdrawn = nth(9).name;
  await parentPage.getByRole('button', { name: `Withdraw ${withdrawn}` }).click();
  const confirm = parentPage.getByRole('group', { name: `Withdraw ${withdrawn}` });
  await expect(confirm).toContainText('You can enter again before the deadline');
  await expectNoViolations(parentPage);
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(parentPage.getByText(`${withdrawn} was withdrawn`)).toBeVisible();
  await expectNoViolations(parentPage);

  // The public page lists name and club only, and no longer the withdrawn athlete.
  await parentPage.goto(pagePath('eventDetail', { eventId }));
  const panel = parentPage.getByRole('region', { name: 'Championship entries' });
  await panel.getByText('Cadet Male −45 kg').first().click();
  await expect(panel.getByText(`${nth(1).name}, Pune`)).toBeVisible();
  await expect(panel.getByText(withdrawn)).toHaveCount(0);
  await expectNoViolations(parentPage);

  // The official: four weights that fit, one that does not and is decided.
  const { page: desk, context: deskContext } = await browserOf(browser, official, size);
  await desk.goto(pagePath('championshipWeighIn', { eventId }));
  await expectNoViolations(desk);
  for (const index of [0, 2, 3, 4]) {
    const { name, weight } = nth(index);
    const card = await weighIn(desk, name, String(weight - 0.5));
    await expect(card.getByText(/^Fits Cadet Male/)).toBeVisible();
    await card.getByRole('button', { name: `Record weight of ${name}` }).click();
    await expect(card.getByText('Weighed in', { exact: true })).toBeVisible();
  }
  const heavy = nth(1).name;
  const card = await weighIn(desk, heavy, '46.5');
  await expect(
    card.getByText('Does not fit: needs decision (proposed Cadet Male −49 kg)'),
  ).toBeVisible();
  await card.getByRole('button', { name: `Record weight of ${heavy}` }).click();
  await expect(card.getByText('Needs decision', { exact: true })).toBeVisible();
  await expectNoViolations(desk);
  await card.getByRole('button', { name: 'Move to Cadet Male −49 kg' }).click();
  await expect(card.getByText('Weighed in', { exact: true })).toBeVisible();
  await expect(card.getByText(/Cadet Male −49 kg/).first()).toBeVisible();

  // The hall's network drops: the weigh-in waits on the device and goes when it is back.
  const late = nth(5).name;
  await deskContext.setOffline(true);
  const offlineCard = await weighIn(desk, late, '37.5');
  await offlineCard.getByRole('button', { name: `Record weight of ${late}` }).click();
  await expect(desk.getByText(/1 action is waiting for the network/)).toBeVisible();
  expect(await desk.evaluate(() => localStorage.getItem('weighInQueue'))).toContain('37.5');
  await expectNoViolations(desk);
  await deskContext.setOffline(false);
  await expect(desk.getByText('Everything recorded here has reached the server.')).toBeVisible();
  await expect(offlineCard.getByText('Weighed in', { exact: true })).toBeVisible();
  expect(await desk.evaluate(() => localStorage.getItem('weighInQueue'))).toBeNull();

  // The office: counts per division and club, and the CSV of the list.
  const { page: officePage } = await browserOf(browser, admin, size);
  await officePage.goto(pagePath('adminChampionship', { eventId }));
  await expect(officePage.getByRole('table', { name: 'Entries per club' })).toContainText('Pune');
  await expect(officePage.getByRole('table', { name: 'Entries per division' })).toContainText(
    'Cadet Male −49 kg',
  );
  await expectNoViolations(officePage);
  const download = officePage.waitForEvent('download');
  await officePage.getByRole('button', { name: 'Download the entry list (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('every championship screen has its Marathi twin', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP-only checks run once');
  for (const key of [
    'championshipEntry',
    'championshipSquad',
    'championshipWeighIn',
    'adminChampionship',
    'adminPeople',
  ] as const) {
    const path = `/mr${pagePath(key, { eventId })}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('lang="mr"');
  }
});

test('the Marathi entry screen speaks Marathi', async ({ page, request }) => {
  const admin = await office(request);
  await openChampionship(request, admin, YEAR);
  const parent = await guardian(request);
  // One sign-in serves both editions (the same site, the same stored session).
  await signInThroughUi(page, parent);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
  await page.goto(`/mr${pagePath('championshipEntry', { eventId })}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1, name: 'खेळाडूची प्रवेशिका' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपल्या प्रवेशिका' })).toBeVisible();
  await expectNoViolations(page);
});

test.describe('offline', () => {
  // The one test here that lets the service worker run: it keeps the public lists.
  test.use({ serviceWorkers: 'allow' });

  test('the championship’s divisions and lists, once seen, open again with no network', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const admin = await office(request);
    await openChampionship(request, admin, YEAR);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
    await page.goto(pagePath('eventDetail', { eventId }));
    const panel = page.getByRole('region', { name: 'Championship entries' });
    await expect(panel.getByText(/entr(y|ies) so far/)).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(panel.getByText(/entr(y|ies) so far/)).toBeVisible();
    await expect(panel.getByText(/^All \d+ divisions/)).toBeVisible();
    await expect(page.getByText('Offline — showing saved information.')).toBeVisible();
    await context.setOffline(false);
  });
});
