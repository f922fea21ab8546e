/** Descriptions are cut at 200 characters on the featured card and 120 on the others. */
export const FEATURED_DESCRIPTION_LIMIT = 200;
export const CARD_DESCRIPTION_LIMIT = 120;

const ELLIPSIS = '…';

/**
 * Shortens text to at most `limit` characters, the ellipsis included. It cuts at the last word
 * boundary that fits, so no word is broken, unless the first word alone is longer than the limit.
 */
export function truncate(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  if (limit <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(limit, 0));
  const room = trimmed.slice(0, limit - ELLIPSIS.length + 1);
  const lastSpace = room.search(/\s\S*$/);
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, limit - ELLIPSIS.length);
  // A sentence's trailing comma or full stop before the ellipsis reads badly.
  return cut.replace(/[\s,;:.–—-]+$/, '') + ELLIPSIS;
}
