// The meta description of an event's page, shared by the page in the browser
// (web: features/events/lib/event-page-meta.ts) and the link-preview function (pages/event-head.ts),
// so a shared link and the hydrated page describe the event in the same words.

/** Search results show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/**
 * An event description as one line of plain text (Markdown marks and line breaks dropped), cut at
 * a word near 160 characters; '' when there is nothing to say.
 */
export function plainSummary(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/[#*_`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
