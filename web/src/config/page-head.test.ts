import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageHead, shareImagePath } from '@/config/page-head';
import { pageKeys, pageRegistry } from '@/config/page-registry';
import { site } from '@/config/site';
import { DEFAULT_SITE_ORIGIN, normalizeOrigin, siteOrigin } from '@/config/site-origin';

const ORIGIN = 'https://mta.example.org';
const content = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => tag.key === key)?.content;

describe('pageHead', () => {
  it('gives a public page its canonical URL, Open Graph and Twitter card from its entry', () => {
    const head = pageHead(pageRegistry.programs, { pathname: '/programs', origin: ORIGIN });
    expect(head.title).toBe(`Programs · ${site.name}`);
    expect(head.description).toBe(pageRegistry.programs.description);
    expect(head.canonical).toBe('https://mta.example.org/programs');
    expect(Object.fromEntries(head.meta.map((tag) => [tag.key, tag.content]))).toEqual({
      'og:type': 'website',
      'og:site_name': site.name,
      'og:locale': 'en_IN',
      'og:locale:alternate': 'mr_IN',
      'og:title': `Programs · ${site.name}`,
      'og:description': pageRegistry.programs.description,
      'og:url': 'https://mta.example.org/programs',
      'og:image': 'https://mta.example.org/og/programs.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(head.meta.find((tag) => tag.key === 'og:title')?.attribute).toBe('property');
    expect(head.meta.find((tag) => tag.key === 'twitter:card')?.attribute).toBe('name');
  });

  it('links the page in both languages, both ways, with English as the default', () => {
    const english = pageHead(pageRegistry.programs, { pathname: '/programs', origin: ORIGIN });
    const marathi = pageHead(pageRegistry.programs, {
      pathname: '/programs',
      origin: ORIGIN,
      locale: 'mr',
    });
    const expected = [
      { hreflang: 'en-IN', href: 'https://mta.example.org/programs' },
      { hreflang: 'mr-IN', href: 'https://mta.example.org/mr/programs' },
      { hreflang: 'x-default', href: 'https://mta.example.org/programs' },
    ];
    expect(english.alternates).toEqual(expected);
    expect(marathi.alternates).toEqual(expected);
    expect(marathi.canonical).toBe('https://mta.example.org/mr/programs');
    expect(content(marathi, 'og:url')).toBe('https://mta.example.org/mr/programs');
    expect(content(marathi, 'og:locale')).toBe('mr_IN');
    expect(content(marathi, 'og:locale:alternate')).toBe('en_IN');
    const home = pageHead(pageRegistry.home, { pathname: '/', origin: ORIGIN, locale: 'mr' });
    expect(home.canonical).toBe('https://mta.example.org/mr');
    expect(pageHead(pageRegistry.login, { pathname: '/login', locale: 'mr' }).alternates).toEqual(
      [],
    );
  });

  it('makes the home page canonical at the origin with a trailing slash', () => {
    const head = pageHead(pageRegistry.home, { pathname: '/', origin: ORIGIN });
    expect(head.canonical).toBe('https://mta.example.org/');
    expect(head.title).toBe(site.name);
  });

  it('uses the address of a page with parameters and its override', () => {
    const head = pageHead(pageRegistry.eventDetail, {
      pathname: '/events/state-2026',
      override: { title: 'State Championship', description: 'Sparring.' },
      origin: ORIGIN,
    });
    expect(head.canonical).toBe('https://mta.example.org/events/state-2026');
    expect(content(head, 'og:title')).toBe(`State Championship · ${site.name}`);
    expect(content(head, 'og:description')).toBe('Sparring.');
    expect(content(head, 'og:image')).toBe('https://mta.example.org/og/event-detail.png');
  });

  it('keeps member pages, account screens and the 404 out of search results', () => {
    for (const key of ['profile', 'enroll', 'login', 'register', 'notFound'] as const) {
      const head = pageHead(pageRegistry[key], { pathname: '/x', origin: ORIGIN });
      expect(content(head, 'robots'), key).toBe('noindex');
      expect(head.canonical, key).toBeNull();
      expect(content(head, 'og:url'), key).toBeUndefined();
    }
  });

  it('gives every public page but the 404 an image of its own', () => {
    const own = pageKeys
      .map((key) => pageRegistry[key])
      .filter((page) => shareImagePath(page) === `/og/${page.module}.png`);
    expect(own.every((page) => page.access === 'public' && page.path !== '*')).toBe(true);
    expect(shareImagePath(pageRegistry.profile)).toBe('/og/home.png');
    expect(shareImagePath(pageRegistry.notFound)).toBe('/og/home.png');
  });
});

describe('site origin', () => {
  it('is one configured address, without a path or trailing slash', () => {
    expect(siteOrigin).toBe(DEFAULT_SITE_ORIGIN);
    expect(normalizeOrigin('https://www.example.org/')).toBe('https://www.example.org');
    expect(() => normalizeOrigin('ftp://example.org')).toThrow(/http/);
  });
});

describe('index.html', () => {
  it('declares the language and the theme colour the site config names', () => {
    const html = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../index.html'),
      'utf8',
    );
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain(`<meta name="theme-color" content="${site.themeColor}" />`);
  });
});
