import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { type Member, newMember, registerMember } from './support/accounts';
import { expect, test } from './support/test';

// The member's own account in /profile: editing the profile, verifying the email through the Auth
// emulator's link, downloading their data and erasing the account — in English and in Marathi, at
// desktop and phone sizes.

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-mta';

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The link of the newest verification mail the Auth emulator holds for `email`. */
/**
 * Opens the mailed link as the member's mail app would, up to the Auth emulator's answer: it
 * applies the code there. Its redirect back to the site is not followed (the page itself is what
 * the next steps look at).
 */
async function openVerificationLink(request: APIRequestContext, link: string): Promise<void> {
  const answer = await request.get(link, { maxRedirects: 0 });
  expect(answer.status()).toBeLessThan(400);
}

async function verificationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
      const { oobCodes } = (await answer.json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      link =
        oobCodes
          .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
          .at(-1)?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function signIn(
  page: Page,
  member: Member,
  words: { email: string; password: string; submit: string },
  prefix: string,
) {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(words.email).fill(member.email);
  await page.getByLabel(words.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(page).toHaveURL(prefix ? new RegExp(`${prefix}/?$`) : '/');
}

const english = { email: 'Email', password: 'Password', submit: 'Sign in' };
const marathi = { email: 'ईमेल', password: 'पासवर्ड', submit: 'लॉग इन करा' };

test('a member edits the profile, verifies the email, downloads the data and erases the account', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, newMember('account'));
  await signIn(page, member, english, '');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();

  // Profile: a mistake is shown beside its field, then the corrected details are saved.
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue(member.name);
  await page.getByLabel('Phone (optional)').fill('12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid Indian phone number')).toBeVisible();
  await expect(page.getByLabel('Phone (optional)')).toBeFocused();
  await name.fill(`${member.name} Kulkarni`);
  await page.getByLabel('Phone (optional)').fill('98220 12345');
  await page.getByLabel('Your date of birth').fill('1986-07-15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expectNoViolations(page);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(`${member.name} Kulkarni`);
  await expect(page.getByLabel('Your date of birth')).toHaveValue('1986-07-15');

  // Email: mailed by Firebase, opened from the emulator's link, then checked again in the app.
  await expect(page.getByText('Your email address is not verified yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText(`We have sent a link to ${member.email}`)).toBeVisible();
  const link = await verificationLinkFor(request, member.email);
  expect(new URL(new URL(link).searchParams.get('continueUrl') ?? '').pathname).toBe('/profile');
  await openVerificationLink(request, link);
  await page.getByRole('button', { name: 'I have verified — check again' }).click();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(page.getByText('Thank you: your email address is now verified.')).toBeVisible();
  await expectNoViolations(page);

  // Data: the browser saves the JSON file the API sends.
  await page.getByRole('tab', { name: 'Your data' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mta-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; name: string; dateOfBirth: string };
  };
  expect(saved.account).toMatchObject({
    email: member.email,
    name: `${member.name} Kulkarni`,
    dateOfBirth: '1986-07-15',
  });
  await expect(page.getByText(/has been downloaded/)).toBeVisible();
  await expectNoViolations(page);

  // Erasure: only the account's own email confirms it; afterwards the sign-in is gone.
  const confirm = page.getByLabel('Type your email address to confirm');
  await confirm.fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Erase my account for ever' }).click();
  await expect(
    page.getByText('Type your account’s email address exactly to confirm'),
  ).toBeVisible();
  await confirm.fill(member.email);
  await page.getByRole('button', { name: 'Erase my account for ever' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been erased.', { exact: false })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL('/login');
});

test('/mr/profile: the same journey in Marathi', async ({ page, request }) => {
  const member = await registerMember(request, newMember('mr-account'));
  await signIn(page, member, marathi, '/mr');
  await page.goto('/mr/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफाइल व सेटिंग्ज' })).toBeVisible();
  await expect(page.getByText('सदस्य', { exact: true })).toBeVisible();

  await page.getByLabel('आपली जन्मतारीख').fill('1986-07-15');
  await page.getByRole('button', { name: 'बदल जतन करा' }).click();
  await expect(page.getByText('आपली माहिती जतन झाली आहे.')).toBeVisible();

  await page.getByRole('button', { name: 'सत्यापनाचा ईमेल पाठवा' }).click();
  await expect(
    page.getByText(`आम्ही ${member.email} वर एक लिंक पाठवली आहे.`, { exact: false }),
  ).toBeVisible();
  const link = await verificationLinkFor(request, member.email);
  expect(new URL(new URL(link).searchParams.get('continueUrl') ?? '').pathname).toBe('/mr/profile');
  await openVerificationLink(request, link);
  await page.getByRole('button', { name: 'मी सत्यापित केले — पुन्हा तपासा' }).click();
  await expect(page.getByText('आपला ईमेल पत्ता सत्यापित झाला आहे.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('tab', { name: 'आपला डेटा' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'माझा डेटा डाउनलोड करा' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  await expectNoViolations(page);

  await page.getByLabel('खात्री करण्यासाठी आपला ईमेल पत्ता लिहा').fill(member.email);
  await page.getByRole('button', { name: 'माझे खाते कायमचे पुसून टाका' }).click();
  await expect(page).toHaveURL(/\/mr\/?$/);
  await expect(page.getByText('आपले खाते पुसले गेले आहे.', { exact: false })).toBeVisible();
});
