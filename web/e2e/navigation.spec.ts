import type { Page } from '@playwright/test';
import { navItems, pageKeys, pageRegistry } from '../src/config/page-registry';
import { formatDocumentTitle } from '../src/config/site';
import { expect, test } from './support/test';

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

/** The document title of the page at a fixed path, as the registry gives it. */
function titleAt(path: string): string {
  const key = pageKeys.find((candidate) => pageRegistry[candidate].path === path);
  if (!key) throw new Error(`No page at ${path} in the registry`);
  return formatDocumentTitle(pageRegistry[key].title);
}

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop bar is hidden on phones');

  test('the six links navigate and the active one is highlighted', async ({ page }) => {
    const [first, ...others] = navItems('primary');
    if (!first) throw new Error('the registry has no primary navigation');
    await page.goto(first.to);
    const nav = primaryNav(page);
    await expect(nav.getByRole('link', { name: first.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every other section, then back to the first.
    for (const { label: name, to: path } of [...others, first]) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(titleAt(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('Enroll Now leads a visitor to sign up first, remembering /enroll', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL('/register');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('redirectAfterLogin')))
      .toBe('/enroll');
  });

  test('the Account dropdown opens, closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Account' });
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(signIn).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Create Account' }),
    ).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(signIn).toBeHidden();

    await toggle.click();
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await signIn.click();
    await expect(page).toHaveURL('/login');
  });

  test('the floating scroll-to-top button appears after 300 px and scrolls up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/privacy-policy');
    const floating = page.getByRole('button', { name: 'Scroll to top' });
    await expect(floating).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(floating).toBeVisible();
    await floating.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(floating).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu is the phone layout');

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const bodyOverflow = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).overflow);

  test('opens with focus inside and scroll locked; Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes on a click on the overlay', async ({ page }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    // The overlay is the dimmed area beside the panel.
    const x = box.x > 20 ? 10 : Math.min(viewport.width - 10, box.x + box.width + 10);
    await page.mouse.click(x, viewport.height / 2);
    await expect(dialog).toBeHidden();
  });

  test('its links navigate and the menu closes on the route change', async ({ page }) => {
    await page.goto('/');
    let dialog = await openMenu(page);
    await dialog.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(dialog).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    dialog = await openMenu(page);
    await expect(dialog.getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await dialog.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/register');
  });
});

test('the footer has the year, the association and its five links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© ${year} Maharashtra Taekwondo Association`);
  const links = navItems('footer');
  expect(links).toHaveLength(5);
  for (const { label: name, to: path } of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});
