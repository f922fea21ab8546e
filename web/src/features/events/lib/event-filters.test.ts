import { describe, expect, it } from 'vitest';
import type { EventType } from '@contracts/enums';
import {
  type EventFilters,
  type FilterableEvent,
  dateRangeSpan,
  hasActiveFilters,
  noFilters,
  visibleEvents,
} from '@/features/events/lib/event-filters';

// Every case runs against a fixed instant; India is UTC+05:30, so 18:30 UTC is midnight there.
const at = (isoInstant: string) => new Date(isoInstant);

function event(
  title: string,
  startDate: string,
  more: { description?: string; type?: EventType; city?: string; state?: string } = {},
): FilterableEvent {
  return {
    title,
    description: more.description ?? `About ${title}`,
    eventType: more.type ?? 'tournament',
    location: { city: more.city ?? 'Mumbai', state: more.state ?? 'Maharashtra' },
    date: { startDate },
  };
}

const titles = (events: readonly FilterableEvent[]) => events.map((item) => item.title);
const filters = (patch: Partial<EventFilters>): EventFilters => ({ ...noFilters, ...patch });

describe('upcoming and past, by the day in India', () => {
  const yesterday = event('Yesterday', '2026-03-13');
  const today = event('Today', '2026-03-14');
  const tomorrow = event('Tomorrow', '2026-03-15');
  const events = [tomorrow, yesterday, today];

  it('keeps an event of today upcoming until midnight IST', () => {
    const lastMoment = at('2026-03-14T18:29:59.999Z'); // 23:59:59.999 IST on the 14th
    expect(titles(visibleEvents(events, 'upcoming', noFilters, lastMoment))).toEqual([
      'Today',
      'Tomorrow',
    ]);
    expect(titles(visibleEvents(events, 'past', noFilters, lastMoment))).toEqual(['Yesterday']);
  });

  it('moves it to past at midnight IST, though it is still the 14th in UTC', () => {
    const midnight = at('2026-03-14T18:30:00.000Z'); // 00:00 IST on the 15th
    expect(titles(visibleEvents(events, 'upcoming', noFilters, midnight))).toEqual(['Tomorrow']);
    expect(titles(visibleEvents(events, 'past', noFilters, midnight))).toEqual([
      'Today',
      'Yesterday',
    ]);
  });

  it('counts the early hours in India as the new day', () => {
    const earlyMorning = at('2026-03-13T19:00:00Z'); // 00:30 IST on the 14th
    expect(titles(visibleEvents(events, 'past', noFilters, earlyMorning))).toEqual(['Yesterday']);
  });

  it('lists every event on All Events: upcoming soonest first, then past most recent first', () => {
    const older = event('Older', '2026-01-02');
    const later = event('Later', '2026-05-01');
    const list = visibleEvents(
      [older, ...events, later],
      'all',
      noFilters,
      at('2026-03-14T06:00Z'),
    );
    expect(titles(list)).toEqual(['Today', 'Tomorrow', 'Later', 'Yesterday', 'Older']);
  });
});

describe('text and type filters', () => {
  const now = at('2026-03-14T06:00:00Z');
  const events = [
    event('State Championship', '2026-04-10', {
      description: 'Kyorugi and poomsae for every district',
      city: 'Mumbai',
    }),
    event('Summer Camp', '2026-05-10', {
      description: 'Sparring drills with state coaches',
      type: 'training-camp',
      city: 'Pune',
    }),
    event('Referee Seminar', '2026-02-10', {
      type: 'seminar',
      city: 'Panaji',
      state: 'Goa',
    }),
  ];
  const show = (patch: Partial<EventFilters>) =>
    titles(visibleEvents(events, 'all', filters(patch), now));

  it('search matches the title or the description, ignoring case and outer spaces', () => {
    expect(show({ search: 'championship' })).toEqual(['State Championship']);
    expect(show({ search: '  POOMSAE ' })).toEqual(['State Championship']);
    expect(show({ search: 'state' })).toEqual(['State Championship', 'Summer Camp']);
    expect(show({ search: 'nothing like it' })).toEqual([]);
  });

  it('type keeps one of the seven event types', () => {
    expect(show({ type: 'training-camp' })).toEqual(['Summer Camp']);
    expect(show({ type: 'seminar' })).toEqual(['Referee Seminar']);
    expect(show({ type: 'workshop' })).toEqual([]);
  });

  it('location matches the city or the state, as a substring', () => {
    expect(show({ location: 'pune' })).toEqual(['Summer Camp']);
    expect(show({ location: 'GOA' })).toEqual(['Referee Seminar']);
    expect(show({ location: 'maha' })).toEqual(['State Championship', 'Summer Camp']);
    expect(show({ location: 'pan' })).toEqual(['Referee Seminar']);
  });

  it('combines filters and the tab', () => {
    expect(show({ search: 'state', location: 'pune' })).toEqual(['Summer Camp']);
    expect(titles(visibleEvents(events, 'past', filters({ location: 'goa' }), now))).toEqual([
      'Referee Seminar',
    ]);
    expect(titles(visibleEvents(events, 'upcoming', filters({ location: 'goa' }), now))).toEqual(
      [],
    );
  });

  it('tells whether any filter is active; blank text is not', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters(filters({ search: '   ', location: ' ' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'camp' }))).toBe(true);
    expect(hasActiveFilters(filters({ type: 'seminar' }))).toBe(true);
    expect(hasActiveFilters(filters({ location: 'pune' }))).toBe(true);
    expect(hasActiveFilters(filters({ range: 'nextMonth' }))).toBe(true);
  });
});

describe('date ranges', () => {
  const inRange = (range: EventFilters['range'], events: FilterableEvent[], now: Date) =>
    titles(visibleEvents(events, 'all', filters({ range }), now));

  it('spans across a month end', () => {
    const today = '2026-01-31';
    expect(dateRangeSpan('thisMonth', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(dateRangeSpan('nextMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dateRangeSpan('next3Months', today)).toEqual({ from: '2026-01-31', to: '2026-04-30' });
  });

  it('spans across a year end', () => {
    const today = '2026-12-15';
    expect(dateRangeSpan('thisMonth', today)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(dateRangeSpan('nextMonth', today)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(dateRangeSpan('next3Months', today)).toEqual({ from: '2026-12-15', to: '2027-03-15' });
    expect(dateRangeSpan('next3Months', '2026-11-30')).toEqual({
      from: '2026-11-30',
      to: '2027-02-28',
    });
  });

  it('filters by start date at a month end in India (already February there)', () => {
    const now = at('2026-01-31T19:00:00Z'); // 00:30 IST on 1 February
    const events = [
      event('Jan 31', '2026-01-31'),
      event('Feb 1', '2026-02-01'),
      event('Feb 28', '2026-02-28'),
      event('Mar 1', '2026-03-01'),
      event('May 1', '2026-05-01'),
      event('May 2', '2026-05-02'),
    ];
    expect(inRange('thisMonth', events, now)).toEqual(['Feb 1', 'Feb 28']);
    expect(inRange('nextMonth', events, now)).toEqual(['Mar 1']);
    expect(inRange('next3Months', events, now)).toEqual(['Feb 1', 'Feb 28', 'Mar 1', 'May 1']);
    expect(inRange('', events, now)).toHaveLength(6);
  });

  it('filters by start date across a year end in India (already 2027 there)', () => {
    const now = at('2026-12-31T20:00:00Z'); // 01:30 IST on 1 January 2027
    const events = [
      event('Dec 31', '2026-12-31'),
      event('Jan 1', '2027-01-01'),
      event('Jan 31', '2027-01-31'),
      event('Feb 1', '2027-02-01'),
      event('Apr 1', '2027-04-01'),
      event('Apr 2', '2027-04-02'),
    ];
    expect(inRange('thisMonth', events, now)).toEqual(['Jan 1', 'Jan 31']);
    expect(inRange('nextMonth', events, now)).toEqual(['Feb 1']);
    expect(inRange('next3Months', events, now)).toEqual(['Jan 1', 'Jan 31', 'Feb 1', 'Apr 1']);
  });

  it('this month also holds its days already gone (on All and Past Events)', () => {
    const now = at('2026-12-20T06:00:00Z');
    const events = [event('Dec 2', '2026-12-02'), event('Dec 28', '2026-12-28')];
    expect(inRange('thisMonth', events, now)).toEqual(['Dec 28', 'Dec 2']);
    const past = visibleEvents(events, 'past', filters({ range: 'thisMonth' }), now);
    expect(titles(past)).toEqual(['Dec 2']);
    const next3 = visibleEvents(events, 'past', filters({ range: 'next3Months' }), now);
    expect(titles(next3)).toEqual([]);
  });
});
