import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import {
  expectSignedInAs,
  grantAdmin,
  newMember,
  registerMember,
  signInThroughUi,
  type Member,
} from './support/accounts';
import { expect, test } from './support/test';
import { SESSION_RESTORE_TIMEOUT_MS } from './support/waits';

// The office's area through the real stack: the admin claim set with the Admin SDK, as
// `npm run admin:grant` does, and a message sent through the real API by a member.

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The Account links: the header dropdown on a desktop, the slide-in menu on a phone. */
async function openAccountLinks(page: Page, name: string, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: new RegExp(`Account: ${name}`) }).click();
}

async function sendEnquiry(request: APIRequestContext, subject: string): Promise<Member> {
  const member = newMember('sender');
  const registered = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  const { token } = (await registered.json()) as { token: string };
  const sent = await request.post('/api/contact', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: member.name,
      email: member.email,
      subject,
      message: 'Do you have evening classes for adults near Kothrud? <b>Thanks</b>',
      enquiryType: 'training',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return member;
}

/** A member who enrolls through the real API, as the form does; answers the reference number. */
async function enrollThroughApi(
  request: APIRequestContext,
  label: string,
): Promise<{ member: Member; reference: string }> {
  const member = newMember(label);
  const registered = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  const { token } = (await registered.json()) as { token: string };
  const sent = await request.post('/api/enrollments', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${label}` },
    data: {
      fullName: member.name,
      email: member.email,
      phone: '+91 98220 00001',
      dateOfBirth: '2010-04-05',
      gender: 'female',
      address: '12 FC Road, Shivajinagar',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      emergencyContact: 'Ravi Patil',
      emergencyPhone: '9822000002',
      program: 'teens',
      experience: 'none',
      howDidYouHear: 'friend',
      terms: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data } = (await sent.json()) as { data: { referenceNumber: string } };
  return { member, reference: data.referenceNumber };
}

/** An admin signed in through the sign-in page. */
async function signInOffice(
  page: Page,
  request: APIRequestContext,
  onPhone = false,
): Promise<Member> {
  const office = await registerMember(request, newMember('office'));
  await grantAdmin(office.email);
  await signInThroughUi(page, office);
  // On a phone the account button sits in the closed slide-in menu; leaving /login shows the sign-in.
  if (onPhone) await expect(page).not.toHaveURL(/\/login/);
  else await expectSignedInAs(page, office.name);
  return office;
}

test.describe('admin area', () => {
  test.skip(({ isMobile }) => isMobile, 'flows run at desktop width; the phone layout is below');

  test('a signed-out visitor signs in first and comes back to the admin page', async ({
    page,
    request,
  }) => {
    const office = await registerMember(request, newMember('office'));
    await grantAdmin(office.email);
    await page.goto('/admin/enquiries');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(office.email);
    await page.getByLabel('Password', { exact: true }).fill(office.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/admin/enquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  });

  test('a member gets the 403 page and no Admin link', async ({ page, request, isMobile }) => {
    const member = await registerMember(request, newMember('plain'));
    await signInThroughUi(page, member);
    await expectSignedInAs(page, member.name);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await openAccountLinks(page, member.name, isMobile);
    await expect(page.getByRole('link', { name: 'Profile & Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('the admin opens a new enquiry (marked read), closes it, then deletes another', async ({
    page,
    request,
    isMobile,
  }) => {
    const subject = `Evening classes ${Date.now().toString(36)}`;
    const sender = await sendEnquiry(request, subject);
    const spamSubject = `${subject} (duplicate)`;
    await sendEnquiry(request, spamSubject);
    const office = await registerMember(request, newMember('office'));
    await grantAdmin(office.email);
    await signInThroughUi(page, office);
    await expectSignedInAs(page, office.name);

    await openAccountLinks(page, office.name, isMobile);
    // The two enquiries just sent are unopened: the Admin link carries the count.
    const adminLink = page.getByRole('link', { name: 'Admin', exact: true });
    await expect(adminLink).toHaveAccessibleDescription(/^\d+ new enquiries$/);
    await adminLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByText(/\d+ new messages?/)).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Enquiries' }).click();

    await page.getByLabel('Status').selectOption('new');
    await expect(page).toHaveURL('/admin/enquiries?status=new');
    await page.getByRole('button', { name: subject, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('<b>Thanks</b>', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${sender.email}\\?subject=Re%3A`),
    );
    await expect(dialog.getByLabel('Status')).toHaveValue('read');
    await expectNoViolations(page);
    await dialog.getByLabel('Status').selectOption('closed');
    await expect(page.getByText('Marked as closed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Stored: a fresh load shows it closed.
    await page.goto('/admin/enquiries?status=closed');
    await expect(page.getByRole('button', { name: subject, exact: true })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });

    await page.goto('/admin/enquiries');
    await page.getByRole('button', { name: spamSubject, exact: true }).click();
    const other = page.getByRole('dialog', { name: spamSubject });
    await other.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(other.getByText(/This cannot be undone/)).toBeVisible();
    await expectNoViolations(page);
    await other.getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByRole('button', { name: spamSubject, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: subject, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: spamSubject, exact: true })).toHaveCount(0);
  });
});

test.describe('enrollment review', () => {
  test.skip(({ isMobile }) => isMobile, 'flows run at desktop width; the phone layout is below');

  test('the admin approves an enrollment with a note; the member sees both in /profile', async ({
    page,
    request,
  }) => {
    const { member, reference } = await enrollThroughApi(request, 'enrollee');
    const office = await signInOffice(page, request);
    const note = `Classes start Monday at 6 pm, Shivajinagar hall (${reference}).`;

    await openAccountLinks(page, office.name, false);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('link', { name: 'Enrollments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enrollments' })).toBeVisible();
    await page.getByLabel('Name, email or reference').fill(member.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/admin/enrollments?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole('button', { name: reference, exact: true })).toBeVisible();
    await expectNoViolations(page);

    // The CSV of what the filters select, saved by the browser.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^enrollments-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('button', { name: reference, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Enrollment of ${member.name}` });
    await expect(dialog.getByText(member.email)).toBeVisible();
    await expect(dialog.getByText('Not decided yet')).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByLabel('Note to the member (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Enrollment approved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row', { name: new RegExp(reference) }).getByText('Approved'),
    ).toBeVisible();

    // The activity screen records who approved it.
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    const entry = page
      .getByRole('row')
      .filter({ hasText: office.email })
      .filter({ hasText: 'Approved an enrollment' });
    await expect(entry).toContainText(office.email);
    await expect(entry).toContainText('Pending → Approved');
    await expectNoViolations(page);

    // The member signs in and finds the decision and the note in their profile.
    await openAccountLinks(page, office.name, false);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInThroughUi(page, member);
    await expectSignedInAs(page, member.name);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Enrollments' }).click();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Approved', { timeout: SESSION_RESTORE_TIMEOUT_MS });
    await expect(row).toContainText(note);
  });
});

test.describe('admin area on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the card layout and slide-in menu are the phone layout');

  test('the inbox shows as cards, the Admin link sits in the menu, axe finds nothing', async ({
    page,
    request,
  }) => {
    const subject = `Weekend batch ${Date.now().toString(36)}`;
    await sendEnquiry(request, subject);
    const office = await registerMember(request, newMember('office'));
    await grantAdmin(office.email);
    await signInThroughUi(page, office);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin/enquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await expect(page.getByRole('button', { name: subject, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: subject, exact: true }).click();
    await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByRole('dialog', { name: subject })
      .getByRole('button', { name: 'Close' })
      .click();
    await openAccountLinks(page, office.name, true);
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  });

  test('the enrollment review and the activity screens as cards, axe finds nothing', async ({
    page,
    request,
  }) => {
    const { member, reference } = await enrollThroughApi(request, 'phone-enrollee');
    await signInOffice(page, request, true);
    await page.goto(`/admin/enrollments?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrollments' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await expect(page.getByRole('button', { name: reference, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: reference, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Enrollment of ${member.name}` });
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Enrollment rejected')).toBeVisible();

    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await expect(page.getByText('Rejected an enrollment').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoViolations(page);
  });
});
