import { describe, expect, it } from 'vitest';
import { exampleAppHtml } from '../testing/web-shell-fixture';
import {
  escapeHtml,
  fillShellHead,
  serializeJsonLd,
  ShellError,
  type PageHead,
} from './shell-head';

const head: PageHead = {
  title: 'Camp · MTA',
  description: 'Five days of drills.',
  canonical: 'https://mta.example.org/events/camp',
  meta: [{ attribute: 'property', key: 'og:title', content: 'Camp · MTA' }],
  alternates: [{ hreflang: 'mr-IN', href: 'https://mta.example.org/mr/events/camp' }],
  jsonLd: { '@type': 'Event', name: 'Camp' },
};

describe('fillShellHead', () => {
  it('replaces the title and description and adds marked tags, leaving the body and scripts', () => {
    const html = fillShellHead(exampleAppHtml, head);
    expect(html).toContain('<title>Camp · MTA</title>');
    expect(html).toContain('<meta name="description" content="Five days of drills." />');
    expect(html).not.toContain('default description');
    expect(html).toContain(
      [
        '<link rel="canonical" href="https://mta.example.org/events/camp" data-page-head />',
        '<link rel="alternate" hreflang="mr-IN" href="https://mta.example.org/mr/events/camp" data-page-head />',
      ].join('\n    '),
    );
    expect(html).toContain('<meta property="og:title" content="Camp · MTA" data-page-head />');
    expect(html).toContain(
      '<script type="application/ld+json" data-page-head>{"@type":"Event","name":"Camp"}</script>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
    expect(html.slice(html.indexOf('<body>'))).toBe(
      exampleAppHtml.slice(exampleAppHtml.indexOf('<body>')),
    );
  });

  it('cannot be broken out of by a title or description with markup or quotes', () => {
    const hostile = `"><script>alert('x')</script><meta name="x`;
    const html = fillShellHead(exampleAppHtml, {
      ...head,
      title: hostile,
      description: hostile,
      meta: [{ attribute: 'property', key: 'og:title', content: hostile }],
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(`"><script`);
    expect(html).not.toContain(`alert('x')`);
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;meta name=&quot;x</title>',
    );
    // Only the shell's own scripts and the one data block remain.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("writes `$` patterns literally (String.replace's specials)", () => {
    const html = fillShellHead(exampleAppHtml, { ...head, title: "$& $' $1 $$" });
    expect(html).toContain('<title>$&amp; $&#39; $1 $$</title>');
  });

  it('refuses a shell without a title or description to fill', () => {
    expect(() => fillShellHead('<html><head></head></html>', head)).toThrow(ShellError);
  });
});

describe('escapeHtml and serializeJsonLd', () => {
  it('escape what could end an attribute, an element or a data block', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const json = serializeJsonLd({ name: '</script>\u2028' });
    expect(json).toBe('{"name":"\\u003c/script>\\u2028"}');
    expect(JSON.parse(json)).toEqual({ name: '</script>\u2028' });
  });
});
