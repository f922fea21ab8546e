/**
 * The <head> tags a page owns besides <title> and the meta description: robots, the canonical
 * link, Open Graph and Twitter card tags. Written once into the prerendered HTML (headTagsHtml,
 * scripts/prerender.mjs) and kept in step on client navigation (applyHeadTags), so a page reached
 * either way carries the same head. Both mark the tags with `data-page-head`, which is how the
 * client tells its own tags from the fixed ones of index.html.
 */

export interface HeadMeta {
  /** Open Graph uses `property`, everything else `name`. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The same page in a language: `<link rel="alternate" hreflang="mr-IN" href="…">`. */
export interface HeadAlternate {
  /** A language-region tag, or `x-default` for the page to show anyone else. */
  hreflang: string;
  href: string;
}

export interface HeadTags {
  /** Absolute URL, or null for a page that has no canonical address (not to be indexed). */
  canonical: string | null;
  meta: readonly HeadMeta[];
  /** The page in every language of the site; none for a page not to be indexed. */
  alternates?: readonly HeadAlternate[];
}

const MARK = 'data-page-head';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for a prerendered page's <head>, one per line. */
export function headTagsHtml(tags: HeadTags): string {
  const lines = tags.meta.map(
    ({ attribute, key, content }) =>
      `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}" ${MARK} />`,
  );
  const links = (tags.alternates ?? []).map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}" ${MARK} />`,
  );
  if (tags.canonical)
    links.unshift(`<link rel="canonical" href="${escapeAttribute(tags.canonical)}" ${MARK} />`);
  return [...links, ...lines].join('\n');
}

/** Makes the document's marked tags exactly `tags`: updates, adds and removes as needed. */
export function applyHeadTags(doc: Document, tags: HeadTags): void {
  const wanted = new Set<Element>();
  const upsert = (selector: string, create: () => Element, apply: (element: Element) => void) => {
    const element = doc.head.querySelector(selector) ?? doc.head.appendChild(create());
    element.setAttribute(MARK, '');
    apply(element);
    wanted.add(element);
  };
  for (const { attribute, key, content } of tags.meta) {
    upsert(
      // Keys are this module's callers' constants (og:title…), never visitor text.
      `meta[${attribute}="${key}"]`,
      () => doc.createElement('meta'),
      (element) => {
        element.setAttribute(attribute, key);
        element.setAttribute('content', content);
      },
    );
  }
  const { canonical } = tags;
  if (canonical)
    upsert(
      'link[rel="canonical"]',
      () => doc.createElement('link'),
      (element) => {
        element.setAttribute('rel', 'canonical');
        element.setAttribute('href', canonical);
      },
    );
  for (const { hreflang, href } of tags.alternates ?? [])
    upsert(
      // hreflang values are the site's own language tags (lib/i18n/locales.ts).
      `link[rel="alternate"][hreflang="${hreflang}"]`,
      () => doc.createElement('link'),
      (element) => {
        element.setAttribute('rel', 'alternate');
        element.setAttribute('hreflang', hreflang);
        element.setAttribute('href', href);
      },
    );
  for (const element of doc.head.querySelectorAll(`[${MARK}]`))
    if (!wanted.has(element)) element.remove();
}
