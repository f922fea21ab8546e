import { describe, expect, it } from 'vitest';
import {
  isFixedPath,
  isIndexable,
  navItems,
  pageKeys,
  pagePath,
  pageRegistry,
  prerenderedKeys,
  type PageEntry,
  type PageKey,
} from '@/config/page-registry';

const entries = pageKeys.map((key): [PageKey, PageEntry] => [key, pageRegistry[key]]);

// Public pages with a fixed path that are deliberately left to the browser, and why.
const notPrerendered: Partial<Record<PageKey, string>> = {
  googleCallback: 'it completes a sign-in this browser started; nothing to show without it',
};

describe('page registry', () => {
  it('gives every page its own path and route file', () => {
    const paths = entries.map(([, page]) => page.path);
    const modules = entries.map(([, page]) => page.module);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(modules).size).toBe(modules.length);
    for (const path of paths) expect(path === '*' || path.startsWith('/'), path).toBe(true);
  });

  it('prerenders every public page with a fixed path, and only those', () => {
    for (const [key, page] of entries) {
      const candidate = page.access === 'public' && isFixedPath(page.path);
      if (!candidate) expect(page.prerender, key).toBe(false);
      else expect(page.prerender, key).toBe(!(key in notPrerendered));
    }
    expect(prerenderedKeys().map((key) => pageRegistry[key].path)).toEqual([
      '/',
      '/programs',
      '/events',
      '/gallery',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-and-conditions',
      '/cookie-policy',
      '/login',
      '/register',
      '/forgot-password',
      '/verify',
    ]);
  });

  it('describes every page in one sentence of search-result length', () => {
    for (const [key, page] of entries) {
      expect(page.description.length, key).toBeGreaterThan(20);
      expect(page.description.length, key).toBeLessThanOrEqual(160);
      expect(page.description, key).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it('frames the account screens on their own and guards the member pages', () => {
    const standalone = entries.filter(([, page]) => page.layout === 'standalone');
    expect(standalone.map(([key]) => key)).toEqual([
      'login',
      'register',
      'forgotPassword',
      'resetPassword',
      'googleCallback',
    ]);
    const members = entries.filter(([, page]) => page.access === 'member');
    expect(members.map(([, page]) => page.path)).toEqual([
      '/profile',
      '/enroll',
      '/profile/invitation',
      '/championships/:eventId/enter',
      '/championships/:eventId/squad',
      '/championships/:eventId/weigh-in',
      '/championships/:eventId/scoring',
    ]);
  });

  it('lists the menus with their exact labels, in order', () => {
    const pairs = (menu: Parameters<typeof navItems>[0]) =>
      navItems(menu).map((item) => [item.label, item.to]);
    expect(pairs('primary')).toEqual([
      ['Home', '/'],
      ['Programs', '/programs'],
      ['Events', '/events'],
      ['Gallery', '/gallery'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(pairs('action')).toEqual([['Enroll Now', '/enroll']]);
    expect(pairs('accountGuest')).toEqual([
      ['Sign In', '/login'],
      ['Create Account', '/register'],
    ]);
    expect(pairs('accountMember')).toEqual([['Profile & Settings', '/profile']]);
    expect(pairs('footer')).toEqual([
      ['Privacy Statement', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Contact', '/contact'],
      ['Sign in', '/login'],
      ['Check a certificate', '/verify'],
    ]);
  });

  it('links only to fixed paths, at distinct positions within a menu', () => {
    const seen = new Set<string>();
    for (const [key, page] of entries) {
      for (const placement of page.nav ?? []) {
        expect(isFixedPath(page.path), key).toBe(true);
        const slot = `${placement.menu}#${placement.order}`;
        expect(seen.has(slot), slot).toBe(false);
        seen.add(slot);
      }
    }
  });

  it('builds addresses, filling and encoding parameters', () => {
    expect(pagePath('programs')).toBe('/programs');
    expect(pagePath('eventDetail', { eventId: 'state 2025' })).toBe('/events/state%202025');
    expect(pagePath('resetPassword', { token: 'abc' })).toBe('/reset-password/abc');
    expect(() => pagePath('eventDetail')).toThrow('eventDetail needs the "eventId" parameter');
  });

  it('offers search engines the public pages and keeps member pages and account screens out', () => {
    const indexed = pageKeys.filter((key) => isIndexable(pageRegistry[key]));
    expect(indexed).toEqual([
      'home',
      'programs',
      'events',
      'eventDetail',
      'gallery',
      'about',
      'contact',
      'privacyPolicy',
      'termsAndConditions',
      'cookiePolicy',
      'verify',
    ]);
    for (const [key, page] of entries)
      if (page.access !== 'public') expect(isIndexable(page), key).toBe(false);
  });
});
