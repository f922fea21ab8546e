// @ts-check
import { describe, expect, it } from 'vitest';
import { pageUrls, robotsTxt, sitemapXml } from './site-files.mjs';

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

describe('sitemapXml', () => {
  it('lists the indexable pages with a fixed path as absolute URLs', () => {
    expect(pageUrls({ origin, pages })).toEqual([
      { loc: 'https://mta.example.org/' },
      { loc: 'https://mta.example.org/programs' },
    ]);
  });

  it('adds extra URLs after the pages, once each, escaped', () => {
    const xml = sitemapXml(pageUrls({ origin, pages }), [
      { loc: 'https://mta.example.org/events/a&b', lastmod: '2026-04-05' },
      { loc: 'https://mta.example.org/' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://mta.example.org/</loc></url>',
        '  <url><loc>https://mta.example.org/programs</loc></url>',
        '  <url><loc>https://mta.example.org/events/a&amp;b</loc><lastmod>2026-04-05</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('refuses a relative URL', () => {
    expect(() => sitemapXml([{ loc: '/programs' }])).toThrow(/absolute/);
  });
});
