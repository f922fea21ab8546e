import {
  type EventFilters,
  type EventScope,
  isDateRange,
  isEventType,
  noFilters,
} from '@/features/events/lib/event-filters';

// The events page's view in its address, so a filtered list can be shared and survives a reload:
// /events?tab=upcoming&q=camp&type=training-camp&location=pune&range=next3Months.
// Defaults are left out (plain /events is All Events, unfiltered); unknown values are ignored.

export type EventsTab = EventScope | 'achievements';

export const eventsTabs: readonly EventsTab[] = ['all', 'upcoming', 'past', 'achievements'];

export interface EventsQuery {
  tab: EventsTab;
  filters: EventFilters;
}

export const defaultEventsQuery: EventsQuery = { tab: 'all', filters: noFilters };

/** Query parameter of each part of the view. */
export const eventsQueryParams = {
  tab: 'tab',
  search: 'q',
  type: 'type',
  location: 'location',
  range: 'range',
} as const satisfies Record<'tab' | keyof EventFilters, string>;

export const isEventsTab = (value: string): value is EventsTab =>
  (eventsTabs as readonly string[]).includes(value);

export function readEventsQuery(params: URLSearchParams): EventsQuery {
  const text = (name: string) => params.get(name) ?? '';
  const tab = text(eventsQueryParams.tab);
  const type = text(eventsQueryParams.type);
  const range = text(eventsQueryParams.range);
  return {
    tab: isEventsTab(tab) ? tab : 'all',
    filters: {
      search: text(eventsQueryParams.search),
      type: isEventType(type) ? type : '',
      location: text(eventsQueryParams.location),
      range: isDateRange(range) ? range : '',
    },
  };
}

/**
 * `base` with the view written into it: parameters of other features are kept, ours are replaced,
 * and empty or default ones removed.
 */
export function writeEventsQuery(
  query: EventsQuery,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(eventsQueryParams)) params.delete(name);
  const entries: [string, string][] = [
    [eventsQueryParams.tab, query.tab === 'all' ? '' : query.tab],
    [eventsQueryParams.search, query.filters.search.trim() === '' ? '' : query.filters.search],
    [eventsQueryParams.type, query.filters.type],
    [
      eventsQueryParams.location,
      query.filters.location.trim() === '' ? '' : query.filters.location,
    ],
    [eventsQueryParams.range, query.filters.range],
  ];
  for (const [name, value] of entries) if (value !== '') params.set(name, value);
  return params;
}

/** One string per distinct view, for telling whether the address already shows a view. */
export const eventsQueryKey = (query: EventsQuery): string => writeEventsQuery(query).toString();
