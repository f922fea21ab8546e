import {
  expectSignedInAs,
  newMember,
  registerMember,
  revokeSessions,
  signInThroughUi,
} from './support/accounts';
import { expect, test } from './support/test';
import { SESSION_RESTORE_TIMEOUT_MS, holdRequests, untilSecondAfter } from './support/waits';

test.describe('session', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'account flows run at desktop width; the menus are covered on both',
  );

  test('register, see the name, sign out, sign in, and stay signed in across a reload', async ({
    page,
  }) => {
    const member = newMember('register');
    await page.goto('/register');
    await page.getByLabel('Full name').fill(member.name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password').fill(member.password);
    await page.getByLabel(/I agree to the Terms and Conditions/).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(page).toHaveURL('/');
    await expect(
      page.getByText(`Welcome, ${member.name}! Your account has been created.`),
    ).toBeVisible();
    await expectSignedInAs(page, member.name);

    await page.getByRole('button', { name: new RegExp(`Account: ${member.name}`) }).click();
    await expect(page.getByText(`Signed in as ${member.name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

    await signInThroughUi(page, member);
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, member.name);
    await page.reload();
    await expectSignedInAs(page, member.name);
  });

  test('without "Remember me" the session ends with the browser session', async ({
    page,
    browser,
    request,
  }) => {
    const member = await registerMember(request, newMember('session'));
    await signInThroughUi(page, member, { remember: false });
    await expectSignedInAs(page, member.name);

    // A new browser (context) restored from everything this one stored: no session comes along.
    const restored = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const again = await restored.newPage();
    await again.goto('/');
    await expect(again.locator('html[data-app-ready]')).toBeAttached();
    await again.goto('/profile');
    await expect(again).toHaveURL('/register');
    await restored.close();
  });

  test('with "Remember me" the session survives into a new browser context', async ({
    page,
    browser,
    request,
  }) => {
    const member = await registerMember(request, newMember('remember'));
    await signInThroughUi(page, member, { remember: true });
    await expectSignedInAs(page, member.name);

    const restored = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const again = await restored.newPage();
    await again.goto('/profile');
    // A new context starts with an empty HTTP cache: the page shows its spinner until the Firebase
    // SDK has downloaded, parsed and checked the stored session, which on a busy CI machine has
    // taken longer than the default 10 s. The condition is the same; only the patience grows.
    await expect(again.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible({
      timeout: SESSION_RESTORE_TIMEOUT_MS,
    });
    await expect(again.getByText(member.email)).toBeVisible();
    await restored.close();
  });

  test('a visitor with nothing stored goes from /profile and /enroll to /register at once, without the Firebase SDK', async ({
    page,
  }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/firebase-client-')) sdkRequests.push(request.url());
    });
    for (const path of ['/profile', '/enroll']) {
      await page.goto(path);
      await expect(page).toHaveURL('/register');
    }
    expect(sdkRequests).toEqual([]);
  });

  test('with a stored session to check, /profile and /enroll show a spinner, then /register', async ({
    page,
  }) => {
    // What Firebase left behind; the SDK must look at it before the sign-in state is known.
    await page.addInitScript(() =>
      window.localStorage.setItem('firebase:authUser:stale:[DEFAULT]', '{}'),
    );
    for (const path of ['/profile', '/enroll']) {
      // Hold the SDK back until the spinner has been seen.
      const releaseFirebase = await holdRequests(page, '**/assets/firebase-client-*.js');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('status')).toBeVisible();
      releaseFirebase();
      await expect(page).toHaveURL('/register');
    }
  });

  test('a 401 from the API lands on /login, and signing in returns to the page', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('expired'));
    await signInThroughUi(page, member);
    await expectSignedInAs(page, member.name);
    const signedInBy = Date.now();

    // The server now rejects this session's tokens; the next API call answers 401. Revocation
    // counts in whole seconds, so the revocation must fall in a later second than the sign-in.
    await untilSecondAfter(signedInBy);
    await revokeSessions(member.email);
    await page.getByRole('button', { name: new RegExp(`Account: ${member.name}`) }).click();
    await page.getByRole('link', { name: 'Profile & Settings' }).click();
    await expect(page).toHaveURL('/login');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('redirectAfterLogin')))
      .toBe('/profile');

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(member.email)).toBeVisible();
  });
});
