import { describe, expect, it } from 'vitest';
import { exampleAppHtml } from '../testing/web-shell-fixture';
import { fillPageHead, fillShellHead, ShellError, type PageHead } from './head-tags';

const head: PageHead = {
  title: 'Camp · MTA',
  description: 'Five days of drills.',
  canonical: 'https://mta.example.org/events/camp',
  meta: [{ attribute: 'property', key: 'og:title', content: 'Camp · MTA' }],
  alternates: [{ hreflang: 'mr-IN', href: 'https://mta.example.org/mr/events/camp' }],
  jsonLd: { '@type': 'Event', name: 'Camp' },
};

describe('fillPageHead', () => {
  it('replaces the title and description and adds marked tags, leaving the body and scripts', () => {
    const html = fillPageHead(exampleAppHtml, head);
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
    const html = fillPageHead(exampleAppHtml, {
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
    const html = fillPageHead(exampleAppHtml, { ...head, title: "$& $' $1 $$" });
    expect(html).toContain('<title>$&amp; $&#39; $1 $$</title>');
  });

  it('refuses a shell without a title or description to fill', () => {
    expect(() => fillPageHead('<html><head></head></html>', head)).toThrow(ShellError);
  });
});

describe('fillShellHead', () => {
  it('writes tags given as HTML after the description, or none', () => {
    const tags = '<meta name="robots" content="noindex" data-page-head />';
    const title = { title: 'Programs', description: 'What we teach' };
    expect(fillShellHead(exampleAppHtml, title, tags)).toContain(
      `<meta name="description" content="What we teach" />\n    ${tags}`,
    );
    expect(fillShellHead(exampleAppHtml, title, '')).toContain(
      '<meta name="description" content="What we teach" />\n  ',
    );
  });
});
