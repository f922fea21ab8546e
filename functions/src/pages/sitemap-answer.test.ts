import { describe, expect, it, vi } from 'vitest';
import { exampleWebShell } from '../testing/web-shell-fixture';
import { eventUrls, SITEMAP_CACHE, sitemapAnswer, type SitemapDeps } from './sitemap-answer';
import { sitemapXml } from './sitemap-xml';

const ORIGIN = 'https://mta.example.org';

function deps(overrides: Partial<SitemapDeps> = {}): SitemapDeps {
  return {
    listEvents: async () => [
      { id: 'state-championship', updatedAt: new Date('2026-11-20T10:15:30.123Z') },
      { id: 'camp' },
    ],
    loadShell: async () => exampleWebShell,
    report: vi.fn(),
    ...overrides,
  };
}

describe('sitemapAnswer', () => {
  it("lists the build's public pages and every event in each language, as XML cached at the CDN", async () => {
    const answer = await sitemapAnswer('GET', deps());
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SITEMAP_CACHE,
    });
    expect(SITEMAP_CACHE).toMatch(/s-maxage=\d+/);
    const twins = (id: string) =>
      [
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/events/${id}"/>`,
        `<xhtml:link rel="alternate" hreflang="mr-IN" href="${ORIGIN}/mr/events/${id}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/events/${id}"/>`,
      ].join('');
    const lastmod = '<lastmod>2026-11-20T10:15:30Z</lastmod>';
    expect(answer.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url><loc>https://mta.example.org/</loc></url>',
        '  <url><loc>https://mta.example.org/events</loc></url>',
        `  <url><loc>${ORIGIN}/events/state-championship</loc>${lastmod}${twins('state-championship')}</url>`,
        `  <url><loc>${ORIGIN}/mr/events/state-championship</loc>${lastmod}${twins('state-championship')}</url>`,
        `  <url><loc>${ORIGIN}/events/camp</loc>${twins('camp')}</url>`,
        `  <url><loc>${ORIGIN}/mr/events/camp</loc>${twins('camp')}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('answers 503, never a sitemap without its events, when Firestore fails', async () => {
    const dependencies = deps({ listEvents: async () => Promise.reject(new Error('DEADLINE')) });
    const answer = await sitemapAnswer('GET', dependencies);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(dependencies.report).toHaveBeenCalledOnce();
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await sitemapAnswer('DELETE', deps())).status).toBe(405);
  });
});

describe('eventUrls and sitemapXml', () => {
  it('encode ids in the URL and escape the XML', () => {
    const urls = eventUrls(exampleWebShell.facts, [{ id: "a&b <'c'>" }]);
    expect(urls.map((url) => url.loc)).toEqual([
      "https://mta.example.org/events/a%26b%20%3C'c'%3E",
      "https://mta.example.org/mr/events/a%26b%20%3C'c'%3E",
    ]);
    expect(sitemapXml([], urls)).toContain(
      '<loc>https://mta.example.org/events/a%26b%20%3C&apos;c&apos;%3E</loc>',
    );
    expect(sitemapXml([{ loc: `${ORIGIN}/a&b` }])).toContain(
      '<loc>https://mta.example.org/a&amp;b</loc>',
    );
  });

  it('lists each URL once and refuses a relative one', () => {
    const xml = sitemapXml([{ loc: `${ORIGIN}/` }], [{ loc: `${ORIGIN}/` }]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(() => sitemapXml([{ loc: '/programs' }])).toThrow(/absolute/);
  });
});

describe('sitemapXml with languages', () => {
  it('names every language of a page with xhtml:link alternates', () => {
    const alternates = [
      { hreflang: 'en-IN', href: `${ORIGIN}/programs` },
      { hreflang: 'mr-IN', href: `${ORIGIN}/mr/programs` },
      { hreflang: 'x-default', href: `${ORIGIN}/programs` },
    ];
    const xml = sitemapXml([
      { loc: `${ORIGIN}/programs`, alternates },
      { loc: `${ORIGIN}/mr/programs`, alternates },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://mta.example.org/mr/programs</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://mta.example.org/programs"/><xhtml:link rel="alternate" hreflang="mr-IN" href="https://mta.example.org/mr/programs"/><xhtml:link rel="alternate" hreflang="x-default" href="https://mta.example.org/programs"/></url>',
    );
  });
});
