import type { Event } from '@contracts/event';
import { eventTypes, type EventType } from '@contracts/enums';

// The filters of /admin/events, kept in the URL (`q`, `when`, `type`) like the other admin lists.
// The list is every event (a few dozen a year), so filtering happens here.

export const eventTimings = ['upcoming', 'past'] as const;
export type EventTiming = (typeof eventTimings)[number];

export interface AdminEventFilters {
  q: string;
  when: EventTiming | 'all';
  type: EventType | 'all';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.includes(value as T) ? (value as T) : 'all';

export function filtersFromQuery(query: URLSearchParams): AdminEventFilters {
  return {
    q: (query.get('q') ?? '').trim(),
    when: oneOf(eventTimings, query.get('when')),
    type: oneOf(eventTypes, query.get('type')),
  };
}

/** The query for `filters`, leaving out the ones at their default so /admin/events stays clean. */
export function queryFromFilters(filters: AdminEventFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.when !== 'all') query.set('when', filters.when);
  if (filters.type !== 'all') query.set('type', filters.type);
  return query;
}

/** Upcoming while its last day is today or later (Asia/Kolkata days, as everywhere on the site). */
export function eventTiming(event: Event, today: string): EventTiming {
  return (event.date.endDate ?? event.date.startDate) >= today ? 'upcoming' : 'past';
}

const matchesSearch = (event: Event, search: string) =>
  search === '' ||
  `${event.title}\n${event.description}`.toLocaleLowerCase('en-IN').includes(search);

/**
 * The events the filters let through: upcoming ones soonest first, then past ones latest first,
 * which is the order the office looks for them in.
 */
export function filterAdminEvents(
  events: readonly Event[],
  filters: AdminEventFilters,
  today: string,
): Event[] {
  const search = filters.q.trim().toLocaleLowerCase('en-IN');
  const kept = events.filter(
    (event) =>
      (filters.when === 'all' || eventTiming(event, today) === filters.when) &&
      (filters.type === 'all' || event.eventType === filters.type) &&
      matchesSearch(event, search),
  );
  const upcoming = kept.filter((event) => eventTiming(event, today) === 'upcoming');
  const past = kept.filter((event) => eventTiming(event, today) === 'past');
  const byStart = (a: Event, b: Event) => a.date.startDate.localeCompare(b.date.startDate);
  return [...upcoming.sort(byStart), ...past.sort((a, b) => byStart(b, a))];
}
