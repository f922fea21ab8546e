import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectSignedInAs,
  grantAdmin,
  newMember,
  registerMember,
  signInThroughUi,
} from './support/accounts';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';
import { expect, test } from './support/test';
import { SESSION_RESTORE_TIMEOUT_MS } from './support/waits';

// The office's event screens through the real stack: an admin made with the Admin SDK
// (as `npm run admin:grant` does) creates an event, finds it on /events and its own page, edits it
// and deletes it. Dates are worked out from today in India, so the event is always upcoming. The
// writes run in their own project after the others (playwright.config.ts), whose exact lists of
// the seeded events must not see this one; the phone checks only read.

const SEEDED_ID = 'maharashtra-state-championship';
const SEEDED_TITLE = 'Maharashtra State Taekwondo Championship';

/** YYYY-MM-DD in Asia/Kolkata, `days` from today. */
function kolkataDay(days: number): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

async function signInOffice(page: Page, request: APIRequestContext, onPhone: boolean) {
  const office = await registerMember(request, newMember('events-office'));
  await grantAdmin(office.email);
  await signInThroughUi(page, office);
  // On a phone the account button sits in the closed slide-in menu; leaving /login shows the sign-in.
  if (onPhone) await expect(page).not.toHaveURL(/\/login/);
  else await expectSignedInAs(page, office.name);
  return office;
}

async function openAdminEvents(page: Page) {
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({
    timeout: SESSION_RESTORE_TIMEOUT_MS,
  });
  await expect(page.getByText(/^\d+ (of \d+ )?events?$/)).toBeVisible();
}

test.describe('admin events', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the flow runs at desktop width; the phone layout is below',
  );

  test('the admin creates an event, sees it on the site, edits it and deletes it', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Nashik Open Sparring ${stamp}`;
    const renamed = `Nashik Open Sparring (moved) ${stamp}`;
    await signInOffice(page, request, false);

    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expectNoViolations(page);

    // Create: a first submit with nothing filled shows the summary and the field errors.
    await page.getByRole('link', { name: 'New event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByRole('group', { name: /^Please fix \d+ problems?$/ })).toBeFocused();
    await expect(page.getByText('Title is required').first()).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: /^Event type/ }).selectOption('tournament');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Open sparring for colour belts. <b>Bring your own guards.</b>');
    await page.getByLabel(/^Start date/).fill(kolkataDay(40));
    await page.getByLabel(/^End date/).fill(kolkataDay(41));
    await page.getByLabel(/^Start time/).fill('09:30');
    await page.getByRole('textbox', { name: /^City/ }).fill('Nashik');
    await page.getByRole('checkbox', { name: 'Registration is required' }).check();
    await page.getByLabel(/^Registration deadline/).fill(kolkataDay(30));
    await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'Tournament' });
    await page.getByRole('button', { name: 'Create event' }).click();

    await expect(page).toHaveURL('/admin/events');
    await expect(page.getByText('Event created')).toBeVisible();
    const edit = page.getByRole('link', { name: `Edit ${title}` });
    const href = (await edit.getAttribute('href')) ?? '';
    const id = /^\/admin\/events\/([^/]+)\/edit$/.exec(href)?.[1] ?? '';
    expect(id).not.toBe('');

    // On the site at once for the writer: /events and the event's own page.
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('<b>Bring your own guards.</b>', { exact: false })).toBeVisible();

    // Edit: the form starts with the stored values.
    await page.goto(`/admin/events/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    const titleBox = page.getByRole('textbox', { name: /^Title/ });
    await expect(titleBox).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Nashik');
    await expectNoViolations(page);
    await titleBox.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/admin/events');
    await expect(page.getByText('Event saved')).toBeVisible();

    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

    // Delete, after a confirmation that names the event.
    await openAdminEvents(page);
    await page.getByRole('searchbox', { name: /Search/ }).fill(stamp);
    await page.getByRole('searchbox', { name: /Search/ }).press('Enter');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(dialog).toContainText(`“${renamed}”`);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);

    await page.goto('/events');
    await expect(page.getByText(/^Showing \d+ events?$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();

    // The activity screen names the three changes.
    await page.goto('/admin/activity');
    await expect(page.getByRole('row').filter({ hasText: 'Deleted an event' }).first()).toBeVisible(
      { timeout: SESSION_RESTORE_TIMEOUT_MS },
    );
  });
});

test.describe('admin events on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the card layout is the phone layout');

  test('list, form and delete dialog fit 360 px and axe finds nothing', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInOffice(page, request, true);

    await openAdminEvents(page);
    await expect(page.getByRole('link', { name: `Edit ${SEEDED_TITLE}` })).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: `Delete ${SEEDED_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(dialog).toContainText(SEEDED_TITLE);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/admin/events/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByRole('heading', { name: /^Please fix \d+ problems?$/ })).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/events/${SEEDED_ID}/edit`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(SEEDED_TITLE, {
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await page.getByRole('radio', { name: 'Named items' }).first().check();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
