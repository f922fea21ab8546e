import { pageKeys, pagePath, pageRegistry, type PageKey } from '../src/config/page-registry';
import { formatDocumentTitle } from '../src/config/site';
import { expect, test } from './support/test';
import { holdRequests } from './support/waits';

// Every page of the registry. Pages with parameters get sample values; `*` an unknown path.
const samplePath = (key: PageKey) =>
  pageRegistry[key].path === '*'
    ? '/no/such/page'
    : pagePath(key, {
        eventId: 'maharashtra-state-championship',
        token: 'some-code',
        number: 'MTA-C-2026-000001',
        gradingId: 'no-such-grading',
      });

// Pages with parameters that a function renders with their data (scripts/build/hosting-rewrites.mjs
// PAGE_FUNCTIONS); the rest of the pages that are not prerendered get the app's empty shell.
const RENDERED_BY_FUNCTION: readonly PageKey[] = ['eventDetail', 'eventBrackets'];

// Member pages are covered in auth-session.spec.ts; the Google callback moves on to /login at once
// and has its own test below.
const visitorPages = pageKeys.filter(
  (key) => pageRegistry[key].access === 'public' && key !== 'googleCallback',
);

// An event's page is titled and described after the event itself (event-detail.spec.ts).
const ownHead: readonly PageKey[] = ['eventDetail'];

for (const key of visitorPages) {
  const { title, description } = pageRegistry[key];
  const path = samplePath(key);
  test(`${path} renders its heading, title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (ownHead.includes(key)) return;
    await expect(page).toHaveTitle(formatDocumentTitle(title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
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
  // Hosting answers with the prerendered 404.html (firebase.json rewrites only the app's routes).
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
});

test('auth screens render without the shared layout', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

/**
 * Text as the built HTML holds it, in an attribute or between tags: the build escapes the five characters that could end or
 * open markup. Written out here, as the second statement of the rule the build follows (the shared
 * escaper is a CommonJS contract that Playwright's ES-module loader cannot import by name).
 */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

test.describe('prerendered HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-only checks run once');

  test('prerendered pages arrive with their content, title and description', async ({
    request,
  }) => {
    for (const key of pageKeys.filter((candidate) => pageRegistry[candidate].prerender)) {
      const { path, title, description } = pageRegistry[key];
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<main\b[^>]*>[\s\S]*<h1\b[\s\S]*<\/main>/);
      expect(html, path).toContain(`<title>${escaped(formatDocumentTitle(title))}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${escaped(description)}" />`);
    }
    const programs = await (await request.get('/programs')).text();
    expect(programs).toMatch(/<h1[^>]*>Our Programs<\/h1>/);
  });

  test('member pages and pages with parameters get the empty shell, with status 200', async ({
    request,
  }) => {
    const shellPages = pageKeys.filter(
      (candidate) =>
        !pageRegistry[candidate].prerender &&
        pageRegistry[candidate].path !== '*' &&
        !RENDERED_BY_FUNCTION.includes(candidate),
    );
    expect(shellPages.length).toBeGreaterThan(10);
    for (const key of shellPages) {
      const path = samplePath(key);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('pages with parameters a function renders arrive with their content', async ({
    request,
  }) => {
    for (const key of RENDERED_BY_FUNCTION) {
      const path = samplePath(key);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<main\b[^>]*>[\s\S]*<h1\b[\s\S]*<\/main>/);
      expect(html, path).not.toContain('<div id="root"></div>');
    }
  });

  test('unknown paths get the prerendered 404 page with status 404', async ({ request }) => {
    const response = await request.get(samplePath('notFound'));
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<main\b[^>]*>[\s\S]*<h1\b[^>]*>Page not found<\/h1>/);
  });
});
