import { HEAD_MARK, type HeadTags } from '@contracts/head-tags';

/**
 * The <head> tags a page owns besides <title> and the meta description: robots, the canonical
 * link, Open Graph and Twitter card tags. Written once into the prerendered HTML by the one head
 * writer (contracts/head-tags.ts headTagsHtml, which the page functions use too) and kept in step
 * on client navigation here (applyHeadTags), so a page reached either way carries the same head.
 * Both mark the tags with `data-page-head`, which is how the client tells its own tags from the
 * fixed ones of index.html.
 */

export {
  headTagsHtml,
  type HeadAlternate,
  type HeadMeta,
  type HeadTags,
} from '@contracts/head-tags';

const MARK = HEAD_MARK;

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
