import { isIndexable, pageKeys, pageRegistry } from '../src/config/page-registry';
import { formatDocumentTitle } from '../src/config/site';
import { expect, test } from './support/test';

// Findable: what search engines and link previews read without running JavaScript
// (the raw HTML, robots.txt, sitemap.xml, share images), real 404s from Hosting, and the head kept
// right on client-side navigation. Runs against the Hosting emulator (firebase.json's rewrites).

const SEEDED_EVENT = '/events/maharashtra-state-championship';
const pages = pageKeys.map((key) => pageRegistry[key]);
const indexed = pages.filter((page) => isIndexable(page) && page.prerender);
const hidden = pages.filter((page) => !isIndexable(page) && page.path !== '*');

/** The content of `<meta {attribute}="{key}" content="…">` in raw HTML. */
function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

test.describe('raw HTML, robots.txt and sitemap.xml', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-only checks run once');

  test('the home page carries its canonical URL, share tags and SportsOrganization data', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
    const canonical = canonicalOf(html) ?? '';
    expect(canonical).toMatch(/^https:\/\/[^/]+\/$/);
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
    expect(metaContent(html, 'property', 'og:title')).toBe(formatDocumentTitle());
    expect(metaContent(html, 'property', 'og:description')).toBe(pageRegistry.home.description);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${canonical}og/home.png`);
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_IN');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toMatch(/<meta name="robots"/);

    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    const organization = JSON.parse(jsonLd ?? '{}');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: 'Maharashtra Taekwondo Association',
      foundingDate: '1985',
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai' },
      contactPoint: [{ '@type': 'ContactPoint', email: 'office@example.com' }],
    });
    expect(organization.location).toHaveLength(7);
  });

  test('every public page has its own canonical URL and share image; account screens are noindex', async ({
    request,
  }) => {
    const origin = new URL(canonicalOf(await (await request.get('/')).text()) ?? '').origin;
    for (const page of indexed) {
      const html = await (await request.get(page.path)).text();
      expect(canonicalOf(html), page.path).toBe(new URL(page.path, origin).href);
      expect(metaContent(html, 'property', 'og:title'), page.path).toBe(
        formatDocumentTitle(page.title),
      );
      const image = metaContent(html, 'property', 'og:image') ?? '';
      expect(image, page.path).toBe(`${origin}/og/${page.module}.png`);
      const png = await request.get(new URL(image).pathname);
      expect(png.status(), image).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
    for (const page of hidden.filter((candidate) => candidate.prerender)) {
      const html = await (await request.get(page.path)).text();
      expect(metaContent(html, 'name', 'robots'), page.path).toBe('noindex');
      expect(canonicalOf(html), page.path).toBeUndefined();
    }
  });

  test('robots.txt keeps crawlers out of member and admin pages and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    for (const path of ['/profile', '/enroll', '/admin'])
      expect(lines).toContain(`Disallow: ${path}`);
    // Account screens are noindex instead: a crawler must be allowed to fetch them to see that.
    for (const path of ['/login', '/register', '/reset-password/'])
      expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines.find((line) => line.startsWith('Sitemap: '))).toMatch(
      /^Sitemap: https:\/\/[^/]+\/sitemap\.xml$/,
    );
    expect(lines).not.toContain('Disallow: /');
  });

  test('sitemap.xml lists every public page as an absolute URL and no member page', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? ''),
    );
    const paths = locations.map((url) => url.pathname);
    for (const page of indexed) expect(paths, page.path).toContain(page.path);
    for (const page of hidden) expect(paths, page.path).not.toContain(page.path);
    expect(paths).not.toContain('/profile');
    expect(new Set(locations.map((url) => url.protocol))).toEqual(new Set(['https:']));
  });

  test('the pages the browser renders itself answer 200; any other path is a real 404', async ({
    request,
  }) => {
    for (const path of ['/profile', '/enroll', SEEDED_EVENT, '/reset-password/some-code'])
      expect((await request.get(path)).status(), path).toBe(200);
    for (const path of ['/no/such/page', '/programs/extra', '/events/a/b']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex');
    }
  });
});

test('an unknown path answers 404 with the not-found page, which works as the app', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('client-side navigation keeps the canonical URL and share tags right', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the header's links are in the menu on phones; the head works the same");
  await page.goto('/');
  // Hydration leaves the association's schema.org data for crawlers that run the page.
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Programs', exact: true }).click();
  await expect(page).toHaveURL('/programs');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/programs$/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    formatDocumentTitle(pageRegistry.programs.title),
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og\/programs\.png$/,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
});
