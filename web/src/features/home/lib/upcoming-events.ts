import { type Event, eventSchema } from '@contracts/event';

/** Spec §9: the home page shows at most three upcoming events. */
export const HOME_EVENTS_MAX = 3;

export type UpcomingEventsView =
  | { state: 'loading' }
  | { state: 'events'; source: 'server' | 'samples'; events: readonly Event[] }
  | { state: 'empty' };

/**
 * What the section shows once the call has settled (spec §4 Upcoming events).
 * - The call failed (`items` is null) or answered an empty list: the sample events.
 * - Otherwise the server's events that pass the contract's schema (spec §3: events without an id
 *   are skipped), at most three. When the server sent events but none of them is usable, the
 *   section says there is nothing upcoming rather than inventing events next to real ones.
 */
export function upcomingEventsView(
  items: readonly unknown[] | null,
  samples: () => readonly Event[],
): UpcomingEventsView {
  if (items === null || items.length === 0) {
    const events = samples().slice(0, HOME_EVENTS_MAX);
    return events.length > 0 ? { state: 'events', source: 'samples', events } : { state: 'empty' };
  }
  const events = items
    .map((item) => eventSchema.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .slice(0, HOME_EVENTS_MAX);
  return events.length > 0 ? { state: 'events', source: 'server', events } : { state: 'empty' };
}
