const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Why a prerendered page would reach visitors without its content; empty when it is fine. The
 * page must have a <main> holding exactly one <h1> with text, and more than that heading: a page
 * whose route code was not resolved renders the loading fallback or an empty frame instead.
 */
export function prerenderProblems(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];
  if (main === undefined) return ['no <main> element'];
  const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) =>
    textOf(match[1] ?? ''),
  );
  if (headings.length !== 1) return [`${headings.length} <h1> elements in <main>, expected 1`];
  const heading = headings[0] ?? '';
  if (!heading) return ['the <h1> has no text'];
  if (textOf(main).length <= heading.length) return ['<main> holds nothing but its heading'];
  return [];
}
