import { escapeHtml, jsonDataBlock } from './markup';

// The one writer of a page's <head> tags as HTML, for both sides of the web build's hand-off: the
// build's prerendering (web/src/entry-server.tsx, scripts/build/prerender-edition.mjs) and the
// page functions that fill the shell per request (functions/src/pages/event-page-answer.ts). Every
// tag it writes carries `data-page-head`, which is how the app's head manager
// (web/src/lib/head-tags.ts applyHeadTags) tells the tags it owns from the fixed ones of the
// shell, so a page reached by a first visit or by client navigation carries the same head.

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
  /** schema.org data, written last as a marked data block. */
  jsonLd?: Readonly<Record<string, unknown>>;
}

/** A whole head: the document title and meta description besides the tags. */
export interface PageHead extends HeadTags {
  /** The full document title. */
  title: string;
  description: string;
}

export const HEAD_MARK = 'data-page-head';

/** Between two tags of the <head>: a line of their own, indented as the shell's. */
export const HEAD_TAG_SEPARATOR = '\n    ';

/** The tags as HTML: the canonical link, the alternates, the meta tags, then the JSON-LD. */
export function headTagsHtml(tags: HeadTags): string {
  const links = (tags.alternates ?? []).map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${HEAD_MARK} />`,
  );
  if (tags.canonical)
    links.unshift(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" ${HEAD_MARK} />`);
  const meta = tags.meta.map(
    ({ attribute, key, content }) =>
      `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${HEAD_MARK} />`,
  );
  // Marked too: the event page renders the same data itself once it has loaded the event.
  const jsonLd = tags.jsonLd ? [jsonDataBlock('application/ld+json', tags.jsonLd, HEAD_MARK)] : [];
  return [...links, ...meta, ...jsonLd].join(HEAD_TAG_SEPARATOR);
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export class ShellError extends Error {
  override name = 'ShellError';
}

/**
 * `shell` (an HTML page with a <title> and a meta description) with the page's title and
 * description in their place and `tagsHtml` (headTagsHtml's, or more tags joined the same way)
 * after the description. Replacements are functions, so a `$&` or `$1` in a title is written as
 * it is.
 */
export function fillShellHead(
  shell: string,
  head: { title: string; description: string },
  tagsHtml: string,
): string {
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell))
    throw new ShellError('The shell has no <title> or meta description to fill');
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () =>
      tagsHtml ? `${description}${HEAD_TAG_SEPARATOR}${tagsHtml}` : description,
    );
}

/** `shell` with the whole of `head` written in. */
export function fillPageHead(shell: string, head: PageHead): string {
  return fillShellHead(shell, head, headTagsHtml(head));
}
