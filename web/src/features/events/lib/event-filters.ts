import type { Event } from '@contracts/event';
import { addDays, addMonths, todayInKolkata } from '@contracts/calendar-days';
import { eventTypeLabels } from '@contracts/enum-labels';
import type { EventType } from '@contracts/enums';

// The events page's tabs and filters, as pure functions of the events, the
// filters and "today", so every rule can be tested against a fixed clock. "Today" is always the
// calendar day in Asia/Kolkata (todayInKolkata), the same rule the API's /events/upcoming uses.

/** What the filters read from an event. */
export type FilterableEvent = Pick<Event, 'title' | 'description' | 'eventType' | 'location'> & {
  date: Pick<Event['date'], 'startDate'>;
};

/** The three event tabs; the fourth tab (Achievements) lists no events. */
export type EventScope = 'all' | 'upcoming' | 'past';

export const dateRanges = ['thisMonth', 'nextMonth', 'next3Months'] as const;
export type DateRange = (typeof dateRanges)[number];

export interface EventFilters {
  /** Free text matched against the title or the description. */
  search: string;
  /** One of the seven event types, or '' for every type. */
  type: EventType | '';
  /** Free text matched against the city or the state. */
  location: string;
  range: DateRange | '';
}

export const noFilters: EventFilters = { search: '', type: '', location: '', range: '' };

// From the label map, not @contracts/enums: that module brings zod into the page's first chunk.
export const eventTypeOptions = Object.keys(eventTypeLabels) as EventType[];

export const isEventType = (value: string): value is EventType =>
  (eventTypeOptions as readonly string[]).includes(value);

export const isDateRange = (value: string): value is DateRange =>
  (dateRanges as readonly string[]).includes(value);

/** Whether any filter narrows the list (blank text does not). */
export function hasActiveFilters(filters: EventFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.type !== '' ||
    filters.location.trim() !== '' ||
    filters.range !== ''
  );
}

/** Free text, case-insensitive substring match; blank text matches everything. */
function contains(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle === '' || text.toLocaleLowerCase('en-IN').includes(needle);
}

export const matchesSearch = (event: FilterableEvent, search: string) =>
  contains(event.title, search) || contains(event.description, search);

export const matchesType = (event: FilterableEvent, type: EventType | '') =>
  type === '' || event.eventType === type;

export const matchesLocation = (event: FilterableEvent, location: string) =>
  contains(event.location.city, location) || contains(event.location.state, location);

/** The first and last day of the calendar month `offset` months after the one holding `day`. */
export function monthSpan(day: string, offset = 0): { from: string; to: string } {
  const from = addMonths(`${day.slice(0, 7)}-01`, offset);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/**
 * The days a range covers, both ends included: this calendar month and the next one (whole
 * months, so this month includes its days already gone), and next3Months from today to the same
 * day three months ahead.
 */
export function dateRangeSpan(range: DateRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'thisMonth':
      return monthSpan(today);
    case 'nextMonth':
      return monthSpan(today, 1);
    case 'next3Months':
      return { from: today, to: addMonths(today, 3) };
  }
}

/** An event belongs to a range by its start date ("upcoming" is judged the same way). */
export function matchesDateRange(event: FilterableEvent, range: DateRange | '', today: string) {
  if (range === '') return true;
  const { from, to } = dateRangeSpan(range, today);
  const start = event.date.startDate;
  return start >= from && start <= to;
}

/** Upcoming means the start date is today or later (in India). */
export const isUpcoming = (event: FilterableEvent, today: string) => event.date.startDate >= today;

/** Past means the start date is before now, i.e. before today in India. */
export const isPast = (event: FilterableEvent, today: string) => event.date.startDate < today;

const soonestFirst = (a: FilterableEvent, b: FilterableEvent) =>
  a.date.startDate.localeCompare(b.date.startDate) || a.title.localeCompare(b.title);

/**
 * The events of one tab in reading order: upcoming ones soonest first, past ones most recent
 * first, and on All Events the upcoming ones before the past ones.
 */
export function eventsInScope<T extends FilterableEvent>(
  events: readonly T[],
  scope: EventScope,
  today: string,
): T[] {
  const upcoming = events.filter((event) => isUpcoming(event, today)).sort(soonestFirst);
  const past = events.filter((event) => isPast(event, today)).sort((a, b) => soonestFirst(b, a));
  if (scope === 'upcoming') return upcoming;
  if (scope === 'past') return past;
  return [...upcoming, ...past];
}

/** Every filter at once; an event must pass all of them. */
export function applyFilters<T extends FilterableEvent>(
  events: readonly T[],
  filters: EventFilters,
  today: string,
): T[] {
  return events.filter(
    (event) =>
      matchesSearch(event, filters.search) &&
      matchesType(event, filters.type) &&
      matchesLocation(event, filters.location) &&
      matchesDateRange(event, filters.range, today),
  );
}

/** What a tab shows at `now`: its events, filtered, in reading order. */
export function visibleEvents<T extends FilterableEvent>(
  events: readonly T[],
  scope: EventScope,
  filters: EventFilters,
  now: Date,
): T[] {
  const today = todayInKolkata(now);
  return applyFilters(eventsInScope(events, scope, today), filters, today);
}
