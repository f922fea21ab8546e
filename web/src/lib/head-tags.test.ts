import { beforeEach, describe, expect, it } from 'vitest';
import { HEAD_TAG_SEPARATOR } from '@contracts/head-tags';
import { applyHeadTags, headTagsHtml, type HeadTags } from '@/lib/head-tags';

const tags: HeadTags = {
  canonical: 'https://site.example.org/programs',
  meta: [
    { attribute: 'property', key: 'og:title', content: 'Programs & "classes" <now>' },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ],
};

const alternates = [
  { hreflang: 'en-IN', href: 'https://site.example.org/programs' },
  { hreflang: 'mr-IN', href: 'https://site.example.org/mr/programs' },
];

/** An element as its name and attributes, whatever their order. */
const described = (element: Element) =>
  [element.localName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(
    ' ',
  );

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Kept"><meta name="theme-color">';
});

describe('headTagsHtml', () => {
  it('writes the canonical link first and escapes every attribute value', () => {
    expect(headTagsHtml(tags).split(HEAD_TAG_SEPARATOR)).toEqual([
      '<link rel="canonical" href="https://site.example.org/programs" data-page-head />',
      '<meta property="og:title" content="Programs &amp; &quot;classes&quot; &lt;now&gt;" data-page-head />',
      '<meta name="twitter:card" content="summary_large_image" data-page-head />',
    ]);
  });

  it('leaves the canonical link out when there is none', () => {
    expect(headTagsHtml({ ...tags, canonical: null })).not.toContain('canonical');
  });

  it('writes the language alternates after the canonical link', () => {
    const lines = headTagsHtml({ ...tags, alternates }).split(HEAD_TAG_SEPARATOR);
    expect(lines.slice(1, 3)).toEqual([
      '<link rel="alternate" hreflang="en-IN" href="https://site.example.org/programs" data-page-head />',
      '<link rel="alternate" hreflang="mr-IN" href="https://site.example.org/mr/programs" data-page-head />',
    ]);
  });
});

describe('applyHeadTags with alternates', () => {
  it('adds, updates and removes the hreflang links', () => {
    applyHeadTags(document, { ...tags, alternates });
    const hrefs = () =>
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(hrefs()).toEqual([
      'https://site.example.org/programs',
      'https://site.example.org/mr/programs',
    ]);
    applyHeadTags(document, { ...tags, canonical: null, alternates: [] });
    expect(hrefs()).toEqual([]);
  });
});

describe('applyHeadTags', () => {
  it('reads back as the same head the prerender writes', () => {
    applyHeadTags(document, tags);
    const applied = document.head.innerHTML;
    document.head.innerHTML = headTagsHtml(tags);
    const written = [...document.head.children].map(described).sort();
    document.head.innerHTML = applied;
    const live = [...document.head.querySelectorAll('[data-page-head]')].map(described).sort();
    expect(live).toEqual(written);
  });

  it("updates tags in place, removes the ones a page does not have and keeps index.html's", () => {
    document.head.insertAdjacentHTML('beforeend', headTagsHtml(tags));
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="robots" content="noindex" data-page-head />',
    );
    applyHeadTags(document, {
      canonical: null,
      meta: [{ attribute: 'property', key: 'og:title', content: 'Gallery' }],
    });
    const titles = document.head.querySelectorAll('meta[property="og:title"]');
    expect(titles).toHaveLength(1);
    expect(titles[0]?.getAttribute('content')).toBe('Gallery');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:card"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Kept',
    );
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });
});
