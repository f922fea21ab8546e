// Fills the SPA shell's <head> for one page: the title, the meta description, and the tags a link
// preview or a crawler reads without running JavaScript. The markup is the web app's own
// (web/src/lib/head-tags.ts): every added tag carries `data-page-head`, so once the app runs, its
// head manager updates or removes them like the tags of a prerendered page. The <body> is left
// as it is, so the page hydrates into the SPA exactly as the plain shell does.

import type { Alternate } from './site-facts';

export interface HeadMeta {
  /** Open Graph uses `property`, everything else `name`. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHead {
  /** The full document title. */
  title: string;
  description: string;
  /** Absolute URL, or null for a page that must not be indexed. */
  canonical: string | null;
  meta: readonly HeadMeta[];
  /** The page in every edition, `x-default` included; none for a page not to be indexed. */
  alternates?: readonly Alternate[];
  /** schema.org data, written as a non-executable data block. */
  jsonLd?: Readonly<Record<string, unknown>>;
}

const MARK = 'data-page-head';

/** Text as HTML text or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: `<` as \u003c, so no value ("</script>", "<!--")
 * can end or alter the element; U+2028/2029 escaped for any consumer that reads it as script.
 */
export function serializeJsonLd(data: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTagsHtml(head: PageHead): string {
  const lines = head.meta.map(
    ({ attribute, key, content }) =>
      `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${MARK} />`,
  );
  // Links first, canonical then alternates, as the web app writes them.
  const links = (head.alternates ?? []).map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${MARK} />`,
  );
  if (head.canonical)
    links.unshift(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK} />`);
  lines.unshift(...links);
  if (head.jsonLd)
    // Marked too: the event page renders the same data itself once it has loaded the event.
    lines.push(
      `<script type="application/ld+json" ${MARK}>${serializeJsonLd(head.jsonLd)}</script>`,
    );
  return lines.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export class ShellError extends Error {
  override name = 'ShellError';
}

/**
 * The shell with `head` in place of its title and description. Replacements are functions, so a
 * `$&` or `$1` in an event's title is written as it is.
 */
export function fillShellHead(shell: string, head: PageHead): string {
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell))
    throw new ShellError('The SPA shell has no <title> or meta description to fill');
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const tags = headTagsHtml(head);
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => (tags ? `${description}\n    ${tags}` : description));
}
