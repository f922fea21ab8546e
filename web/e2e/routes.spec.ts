import { expect, test } from './support/test';
import { holdRequests } from './support/waits';

// Every public route of spec §2 renders (the member pages are covered in auth-session.spec.ts).
// Pages that later issues build out show at least their heading.
const routes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Maharashtra Taekwondo Association' },
  { path: '/programs', heading: 'Our Programs' },
  { path: '/events', heading: 'Events and Achievements' },
  { path: '/events/maharashtra-state-championship', heading: /event details/i },
  { path: '/gallery', heading: 'Gallery' },
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/login', heading: 'Sign in' },
  { path: '/register', heading: 'Create account' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-password/some-code', heading: 'Reset password' },
  { path: '/privacy-policy', heading: 'Privacy Statement' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
];

for (const { path, heading } of routes) {
  test(`${path} renders its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('the Google callback shows its progress, then, with no sign-in pending, goes to /login', async ({
  page,
}) => {
  // Hold the Firebase SDK back until the in-progress state has been seen.
  const releaseFirebase = await holdRequests(page, '**/assets/firebase-client-*.js');
  await page.goto('/auth/google/callback', { waitUntil: 'commit' });
  await expect(page.getByText('Completing authentication...')).toBeVisible();
  releaseFirebase();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
});

test('an unknown path shows the 404 page with its exact text', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the app decides it is a 404
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
});

test('auth screens render without the shared layout', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test.describe('prerendered HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-only checks run once');

  test('public pages arrive with their content and title before any script runs', async ({
    request,
  }) => {
    const html = await (await request.get('/programs')).text();
    expect(html).toMatch(/<h1[^>]*>Our Programs<\/h1>/);
    expect(html).toContain('<title>Programs · Maharashtra Taekwondo Association</title>');
  });

  test('member pages and unknown paths get the empty shell', async ({ request }) => {
    for (const path of ['/profile', '/events/some-id', '/no/such/page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
