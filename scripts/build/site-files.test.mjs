// @ts-check
import { describe, expect, it } from 'vitest';
import { pageUrls, robotsTxt } from './site-files.mjs';

const origin = 'https://mta.example.org';
const pages = [
  { path: '/', access: 'public', prerender: true, indexable: true },
  { path: '/programs', access: 'public', prerender: true, indexable: true },
  { path: '/events/:eventId', access: 'public', prerender: false, indexable: true },
  { path: '/login', access: 'public', prerender: true, indexable: false },
  { path: '/reset-password/:token', access: 'public', prerender: false, indexable: false },
  { path: '/profile', access: 'member', prerender: false, indexable: false },
  { path: '/admin', access: 'admin', prerender: false, indexable: false },
  { path: '*', access: 'public', prerender: false, indexable: false },
];

describe('robotsTxt', () => {
  it('disallows the API, member and admin pages (not the noindex account pages), names the sitemap', () => {
    expect(robotsTxt({ origin, pages })).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /admin',
        '',
        'Sitemap: https://mta.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('pageUrls', () => {
  it('lists the indexable pages with a fixed path as absolute URLs', () => {
    expect(pageUrls({ origin, pages })).toEqual([
      { loc: 'https://mta.example.org/' },
      { loc: 'https://mta.example.org/programs' },
    ]);
  });

  it("lists each language's page with all of them as alternates", () => {
    const alternates = (/** @type {string} */ path) => [
      { hreflang: 'en-IN', href: `${origin}${path}` },
      { hreflang: 'mr-IN', href: `${origin}/mr${path === '/' ? '' : path}` },
      { hreflang: 'x-default', href: `${origin}${path}` },
    ];
    const urls = pageUrls({ origin, pages, alternates });
    expect(urls.map((url) => url.loc)).toEqual([
      'https://mta.example.org/',
      'https://mta.example.org/mr',
      'https://mta.example.org/programs',
      'https://mta.example.org/mr/programs',
    ]);
    expect(urls[1]?.alternates).toEqual(alternates('/'));
  });
});
