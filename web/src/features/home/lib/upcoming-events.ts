import type { Event } from '@contracts/event';

/** The home page shows at most three upcoming events. */
export const HOME_EVENTS_MAX = 3;

/** What GET /api/events/upcoming gave: how many events it sent, and those that can be shown. */
export interface UpcomingEventsAnswer {
  received: number;
  usable: readonly Event[];
}

export type UpcomingEventsView =
  | { state: 'loading' }
  | { state: 'events'; source: 'server' | 'samples'; events: readonly Event[] }
  | { state: 'empty' };

/**
 * What the section shows once the call has settled.
 * - The call failed (`answer` is null) or the server has no upcoming events: the sample events.
 * - Otherwise the server's usable events (events without an id are skipped), at most
 *   three. When the server sent events but none of them is usable, the section says there is
 *   nothing upcoming rather than putting invented events where real ones were announced.
 */
export function upcomingEventsView(
  answer: UpcomingEventsAnswer | null,
  samples: () => readonly Event[],
): UpcomingEventsView {
  if (answer === null || answer.received === 0) {
    const events = samples().slice(0, HOME_EVENTS_MAX);
    return events.length > 0 ? { state: 'events', source: 'samples', events } : { state: 'empty' };
  }
  const events = answer.usable.slice(0, HOME_EVENTS_MAX);
  return events.length > 0 ? { state: 'events', source: 'server', events } : { state: 'empty' };
}
