import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { grantAdmin, newMember, signInThroughUi, type Member } from './support/accounts';
import { expect, test } from './support/test';

// A parent's athletes through the real stack: adding children with the guardian's consent (after
// being told what the account still lacks), enrolling one, removing one, a second guardian
// accepting an invitation, and the office finding the athlete — in English and in Marathi, at
// desktop and phone sizes.

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-mta';

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

interface Registered extends Member {
  uid: string;
  token: string;
}

async function register(request: APIRequestContext, label: string): Promise<Registered> {
  const member = newMember(label);
  const answer = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = (await answer.json()) as { token: string; user: { _id: string } };
  return { ...member, uid: body.user._id, token: body.token };
}

/** What opening the emailed link does: the Auth emulator's admin API, as a project owner. */
async function verifyEmail(request: APIRequestContext, uid: string) {
  const answer = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { headers: { Authorization: 'Bearer owner' }, data: { localId: uid, emailVerified: true } },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** An identifiable adult set up through the API: a verified email and an adult date of birth. */
async function adultGuardian(request: APIRequestContext, label: string): Promise<Registered> {
  const member = await register(request, label);
  await verifyEmail(request, member.uid);
  const saved = await request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { dateOfBirth: '1984-03-12' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return member;
}

/** The token of the newest invitation mailed to `email` (the mail queue, read with the Admin SDK). */
async function invitationTokenMailedTo(email: string): Promise<string> {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
  let token = '';
  await expect
    .poll(async () => {
      const mails = await getFirestore(app).collection('mail').where('to', '==', email).get();
      const texts = mails.docs.map((doc) => JSON.stringify(doc.data().message ?? {}));
      token =
        texts.map((text) => /invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]).find(Boolean) ??
        '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The invitation page as the emailed link opens it: a fresh page load of its address. */
async function openInvitation(page: Page, prefix: string, token: string) {
  const response = await page.goto(
    `${prefix}/profile/invitation?token=${encodeURIComponent(token)}`,
  );
  expect(response?.status()).toBe(200);
}

/** The office's search, reached as the office does: from the Admin start page. */
async function openAthleteSearch(page: Page, prefix: string) {
  await page.goto(`${prefix}/admin`);
  await page.getByRole('link', { name: 'Athletes', exact: true }).click();
}

async function openAthletesTab(page: Page, prefix: string, tab: string) {
  await page.goto(`${prefix}/profile`);
  await page.getByRole('tab', { name: tab }).click();
}

/** Fills the add form for a daughter (the consent box is ticked by the caller). */
async function fillChild(page: Page, name: string, born: string, club = 'Pune') {
  const form = page.getByRole('form', { name: 'Add an athlete' });
  await form.getByRole('radio', { name: 'My child' }).check();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Date of birth').fill(born);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('combobox', { name: 'Club' }).selectOption({ label: club });
}

/** Signed in once the app says so (the header's account button is in a menu on a phone). */
async function expectSignedIn(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
}

/** A member with the office's admin claim, set with the Admin SDK before they sign in. */
async function officeMember(request: APIRequestContext): Promise<Member> {
  const office = await register(request, 'office');
  await grantAdmin(office.email);
  return office;
}

/**
 * Another person's browser: its own cookies and storage, so its own session. Its page.goto waits
 * for the app like the test's own page does, so no form is sent before the app has taken it over.
 */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return { context, page };
}

test('a parent adds two children with consent, enrolls one, removes one; a second guardian joins; the office finds the athlete', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const parent = await register(request, 'parent');
  const unique = parent.name.slice(-4);
  const first = `Ira ${unique}`;
  const second = `Kabir ${unique}`;
  await signInThroughUi(page, parent);
  await expectSignedIn(page);

  // No athletes yet.
  await openAthletesTab(page, '', 'My athletes');
  await expect(page.getByText(/No athletes yet/)).toBeVisible();
  await expectNoViolations(page);

  // Not yet an identifiable adult: told exactly what is missing, with the way to the profile.
  await page.getByRole('button', { name: 'Add an athlete' }).click();
  await fillChild(page, first, '2016-04-10');
  const notice = page.getByRole('article', { name: 'Privacy notice for guardians' });
  await expect(notice).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read the notice above/ }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add athlete' }).click();
  const guidance = page
    .getByRole('alert')
    .filter({ hasText: 'Before you can consent for a child' });
  await expect(guidance).toContainText('your own date of birth in your profile');
  await expect(guidance.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
  await expectNoViolations(page);

  // The date of birth through the account screen, the email through the Auth emulator.
  await page.goto('/profile');
  await page.getByLabel('Your date of birth').fill('1984-03-12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await verifyEmail(request, parent.uid);

  // Two children, each with the consent to the current notice.
  await page.getByRole('tab', { name: 'My athletes' }).click();
  for (const [name, born] of [
    [first, '2016-04-10'],
    [second, '2018-09-02'],
  ] as const) {
    await page.getByRole('button', { name: 'Add an athlete' }).click();
    await fillChild(page, name, born);
    await page.getByRole('checkbox', { name: /I have read the notice above/ }).check();
    await page.getByRole('button', { name: 'Add athlete' }).click();
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toContainText(/Consent given by you on .+ \(notice \d{4}-\d{2}-\d{2}\)/);
    await expect(card).toContainText(/MTA-\d{4}-\d{5}/);
    await expect(card).toContainText('White belt');
  }
  await expectNoViolations(page);
  const membership = /MTA-\d{4}-\d{5}/.exec(
    (await page.getByRole('article', { name: first, exact: true }).textContent()) ?? '',
  )?.[0];
  expect(membership).toBeTruthy();

  // Enroll the first: the form is filled from the record and sends the athlete.
  await page.goto('/enroll');
  await page
    .getByRole('combobox', { name: 'Who is this enrollment for?' })
    .selectOption({ label: first });
  await expect(page.getByLabel('Full name')).toHaveValue(first);
  await expect(page.getByLabel('Date of birth')).toHaveValue('2016-04-10');
  await page.getByLabel('Phone', { exact: true }).fill('98220 12345');
  await page.getByLabel('Address').fill('12 Shivaji Nagar');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Pincode').fill('411005');
  await page.getByLabel('Emergency contact name').fill(parent.name);
  await page.getByLabel('Emergency contact phone').fill('+91 98220 54321');
  await page.getByLabel('How did you hear about us?').selectOption('friend');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment received' })).toBeVisible();

  // Remove the second: the dialog says what it means; Escape keeps, the button erases.
  await openAthletesTab(page, '', 'My athletes');
  const removeSecond = page.getByRole('button', { name: `Remove ${second}` });
  await removeSecond.click();
  const dialog = page.getByRole('dialog', { name: `Remove ${second}?` });
  await expect(dialog).toContainText('withdraws your consent and erases their record');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(removeSecond).toBeFocused();
  await removeSecond.click();
  await dialog.getByRole('button', { name: 'Remove and erase' }).click();
  await expect(page.getByRole('article', { name: second, exact: true })).toHaveCount(0);
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();

  // A second guardian: invited by email, accepts on the invitation page.
  const other = await adultGuardian(request, 'second-guardian');
  const card = page.getByRole('article', { name: first, exact: true });
  await card.getByRole('button', { name: 'Invite a second guardian' }).click();
  await card.getByLabel('Their email address').fill(other.email);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${other.email}`)).toBeVisible();
  const token = await invitationTokenMailedTo(other.email);

  const second_ = await otherBrowser(browser);
  await signInThroughUi(second_.page, other);
  await expectSignedIn(second_.page);
  await openInvitation(second_.page, '', token);
  await expect(
    second_.page.getByText(`${parent.name} invites you to be a guardian of ${first}.`),
  ).toBeVisible();
  await expectNoViolations(second_.page);
  await second_.page.getByRole('button', { name: 'Accept' }).click();
  await expect(second_.page.getByText(`You are now a guardian of ${first}.`)).toBeVisible();
  await second_.context.close();

  // The office finds the athlete by membership number, with the consent on record.
  const office = await otherBrowser(browser);
  await signInThroughUi(office.page, await officeMember(request));
  await expectSignedIn(office.page);
  await openAthleteSearch(office.page, '');
  await office.page.getByLabel('Name or membership number').fill(membership ?? '');
  await office.page.getByRole('button', { name: 'Search' }).click();
  const row = office.page.getByRole('row').filter({ hasText: first });
  await expect(row).toContainText(/Recorded.+notice \d{4}-\d{2}-\d{2}/);
  await expect(row).toContainText('2');
  await expectNoViolations(office.page);
  await office.context.close();
});

test('/mr: a parent adds a child with the Marathi notice; the invitation and office pages in Marathi', async ({
  page,
  request,
  browser,
}) => {
  const parent = await adultGuardian(request, 'mr-parent');
  await page.goto('/mr/login');
  await page.getByLabel('ईमेल').fill(parent.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'लॉग इन करा', exact: true }).click();
  await expect(page).toHaveURL(/\/mr\/?$/);

  await openAthletesTab(page, '/mr', 'माझे खेळाडू');
  await expect(page.getByText(/अजून एकही खेळाडू नाही/)).toBeVisible();
  await page.getByRole('button', { name: 'खेळाडू जोडा' }).click();
  const form = page.getByRole('form', { name: 'खेळाडू जोडा' });
  await form.getByRole('radio', { name: 'माझे मूल' }).check();
  await form.getByLabel('पूर्ण नाव').fill('सई पाटील');
  await form.getByLabel('जन्मतारीख').fill('2017-01-20');
  await form.getByRole('radio', { name: 'स्त्री' }).check();
  await form.getByRole('combobox', { name: 'क्लब' }).selectOption({ label: 'नाशिक' });
  const notice = page.getByRole('article', { name: 'पालकांसाठी गोपनीयता सूचना' });
  await expect(notice).toContainText(/[\u0900-\u097F]/);
  await page.getByRole('checkbox', { name: /मी वरील सूचना वाचली आहे/ }).check();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'खेळाडू जोडा' }).click();
  const card = page.getByRole('article', { name: 'सई पाटील' });
  await expect(card).toContainText('तुम्ही');
  await expect(card).toContainText('पांढरा बेल्ट');
  await expect(card).toContainText('नाशिक');
  await expectNoViolations(page);

  await openInvitation(page, '/mr', 'no-such-token');
  await expect(page.getByRole('alert')).toContainText('हे आमंत्रण आता वैध नाही');
  await expectNoViolations(page);

  const office = await otherBrowser(browser);
  const admin = await officeMember(request);
  await office.page.goto('/mr/login');
  await office.page.getByLabel('ईमेल').fill(admin.email);
  await office.page.getByLabel('पासवर्ड', { exact: true }).fill(admin.password);
  await office.page.getByRole('button', { name: 'लॉग इन करा', exact: true }).click();
  await expect(office.page).toHaveURL(/\/mr\/?$/);
  await openAthleteSearch(office.page, '/mr');
  await expect(office.page.getByRole('heading', { level: 1, name: 'खेळाडू' })).toBeVisible();
  await office.page.getByLabel('नाव किंवा सदस्यत्व क्रमांक').fill('सई पाटील');
  await office.page.getByRole('button', { name: 'शोधा' }).click();
  await expect(office.page.getByRole('row').filter({ hasText: 'सई पाटील' }).first()).toBeVisible();
  await expectNoViolations(office.page);
  await office.context.close();
});
