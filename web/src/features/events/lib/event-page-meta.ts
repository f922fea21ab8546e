import type { EventDetailView } from '@/lib/events/event-detail-view';

/** Search results show about this many characters of a description. */
const META_DESCRIPTION_MAX = 160;

/**
 * The meta description of an event's page: its own description (as plain text, cut at a word
 * near 160 characters), or a sentence made of its title, date and place.
 */
export function eventMetaDescription(
  view: EventDetailView,
  fallback: (title: string, when: string, place: string) => string,
): string {
  const plain = (view.description ?? '')
    .replace(/[#*_`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return fallback(view.title, view.dateText, view.place);
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
