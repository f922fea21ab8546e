import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { expectSignedInAs, newMember, registerMember, signInThroughUi } from './support/accounts';
import { expect, test } from './support/test';

const REFERENCE = /MTA-\d{4}-[2-9A-HJ-NP-Z]{6}/;

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function fillEnrollment(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Ira Kulkarni');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('98220 12345');
  await page.getByLabel('Date of birth').fill('2014-06-15');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Address').fill('12 Shivaji Nagar, near the bus stand');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Pincode').fill('411005');
  await page.getByLabel('Emergency contact name').fill('Meera Kulkarni');
  await page.getByLabel('Emergency contact phone').fill('+91 98220 54321');
  await page.getByLabel('Program').selectOption('childrens');
  await page.getByLabel('How did you hear about us?').selectOption('friend');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
}

test.describe('enrollment', () => {
  test.skip(({ isMobile }) => isMobile, 'forms run at desktop width; axe runs at both below');

  test('a member enrolls, sees the reference number and finds it in the profile as pending', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('enroll'));
    await signInThroughUi(page, member);
    await expectSignedInAs(page, member.name);
    await page.goto('/enroll');

    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(page.getByLabel('State')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Program')).toHaveValue('beginners');
    await expect(page.getByLabel('Experience')).toHaveValue('none');
    await fillEnrollment(page, member.email);
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();

    const confirmation = page.getByRole('heading', { name: 'Enrollment received' });
    await expect(confirmation).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await page.locator('main').textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    await expect(page.getByRole('link', { name: 'View programs' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectNoViolations(page);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Enrollments' }).click();
    const row = page.getByRole('row', { name: new RegExp(String(reference)) });
    await expect(row).toContainText('Children (4-12)');
    await expect(row).toContainText('Pending');
  });

  test('submitting an empty form shows the required fields and sends nothing', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('empty'));
    await signInThroughUi(page, member);
    await expectSignedInAs(page, member.name);
    await page.goto('/enroll');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/enrollments')) posted = true;
    });
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    for (const message of [
      'Full name is required',
      'Phone number is required',
      'Date of birth is required',
      'Please select a gender',
      'Address is required',
      'City is required',
      'Pincode is required',
      'Emergency contact name is required',
      'Emergency contact phone is required',
      'Please tell us how you heard about us',
      'Please accept the Terms and Conditions',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(posted).toBe(false);
    await expectNoViolations(page);
  });

  test('signed out, /enroll sends the visitor to /register', async ({ page }) => {
    await page.goto('/enroll');
    await expect(page).toHaveURL('/register');
  });
});

test('the enrollment form has no accessibility violations', async ({ page, request }) => {
  const member = await registerMember(request, newMember('enroll-a11y'));
  await signInThroughUi(page, member);
  await expect(page).toHaveURL('/');
  await page.goto('/enroll');
  await expect(page.getByRole('button', { name: 'Submit Enrollment' })).toBeVisible();
  await expectNoViolations(page);
});
