import { plainSummary } from '@contracts/event-summary';
import type { EventDetailView } from '@/lib/events/event-detail-view';

/**
 * The meta description of an event's page: its own description (as plain text, cut at a word
 * near 160 characters), or a sentence made of its title, date and place. The cut is shared with
 * the link-preview function, which writes the same description into the raw HTML.
 */
export function eventMetaDescription(
  view: EventDetailView,
  fallback: (title: string, when: string, place: string) => string,
): string {
  return plainSummary(view.description) || fallback(view.title, view.dateText, view.place);
}
