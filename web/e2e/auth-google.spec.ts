import { profileOf, serveGapiStandIn } from './support/accounts';
import { expect, test } from './support/test';

test('Google sign-in through the emulator account chooser creates a member profile', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, 'runs once');
  await serveGapiStandIn(context);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;

  // The Auth emulator's stand-in for Google's account chooser.
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  const email = await popup.locator('#email-input').inputValue();
  await popup.getByText('Sign in with Google.com').click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible();
  const profile = await profileOf(email);
  expect(profile).toMatchObject({ email, role: 'user' });
  expect(String(profile?.googleId)).not.toBe('');

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
});
