import { axeViolations, describeViolations } from './support/axe';
import { newMember, registerMember, signInThroughUi } from './support/accounts';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

// Each account screen, as first shown and with its validation errors showing, at both widths.
test('sign in: clean and with errors', async ({ page }) => {
  await page.goto('/login');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoViolations(page);
});

test('create account: clean and with errors', async ({ page }) => {
  await page.goto('/register');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await expectNoViolations(page);
});

test('forgot password: errors and the sent state', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expectNoViolations(page);
});

test('reset password: invalid link state', async ({ page }) => {
  await page.goto('/reset-password/notARealCode123');
  // The verdict is a round trip through the function to the Auth emulator: a first call to a
  // freshly started function on a busy machine once took over the default 10 s.
  await expect(page.getByText('Invalid or expired password reset token')).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(page);
});

test('profile: both tabs and the change-password errors', async ({ page, request }) => {
  const member = await registerMember(request, newMember('a11y'));
  await signInThroughUi(page, member);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByText(member.email)).toBeVisible();
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'Enrollments' }).click();
  await expect(page.getByText("You haven't enrolled in any programs yet.")).toBeVisible();
  await expectNoViolations(page);
});
