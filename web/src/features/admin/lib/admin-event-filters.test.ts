import { describe, expect, it } from 'vitest';
import type { Event } from '@contracts/event';
import {
  eventTiming,
  filterAdminEvents,
  filtersFromQuery,
  queryFromFilters,
  type AdminEventFilters,
} from './admin-event-filters';

const TODAY = '2026-11-25';

function event(id: string, startDate: string, extra: Partial<Event> = {}): Event {
  return {
    _id: id,
    id,
    title: `Event ${id}`,
    description: 'A day of training.',
    eventType: 'seminar',
    location: { city: 'Pune', state: 'Maharashtra' },
    date: { startDate },
    ...extra,
  };
}

const events = [
  event('old', '2025-01-10', { eventType: 'tournament' }),
  event('recent', '2026-11-20'),
  event('running', '2026-11-24', { date: { startDate: '2026-11-24', endDate: '2026-11-26' } }),
  event('today', TODAY, { title: 'Belt grading', eventType: 'belt-test' }),
  event('later', '2027-02-01', { description: 'State championship for juniors' }),
];

const all: AdminEventFilters = { q: '', when: 'all', type: 'all' };
const ids = (list: Event[]) => list.map((item) => item.id);

describe('filterAdminEvents', () => {
  it('lists upcoming events soonest first, then past ones latest first', () => {
    expect(ids(filterAdminEvents(events, all, TODAY))).toEqual([
      'running',
      'today',
      'later',
      'recent',
      'old',
    ]);
  });

  it('counts an event as upcoming until its last day has passed (Kolkata days)', () => {
    expect(eventTiming(events[2] as Event, TODAY)).toBe('upcoming');
    expect(eventTiming(events[3] as Event, TODAY)).toBe('upcoming');
    expect(eventTiming(events[1] as Event, TODAY)).toBe('past');
  });

  it('keeps upcoming or past events only', () => {
    expect(ids(filterAdminEvents(events, { ...all, when: 'upcoming' }, TODAY))).toEqual([
      'running',
      'today',
      'later',
    ]);
    expect(ids(filterAdminEvents(events, { ...all, when: 'past' }, TODAY))).toEqual([
      'recent',
      'old',
    ]);
  });

  it('keeps one event type', () => {
    expect(ids(filterAdminEvents(events, { ...all, type: 'tournament' }, TODAY))).toEqual(['old']);
  });

  it('searches title and description, ignoring case', () => {
    expect(ids(filterAdminEvents(events, { ...all, q: 'BELT' }, TODAY))).toEqual(['today']);
    expect(ids(filterAdminEvents(events, { ...all, q: 'championship' }, TODAY))).toEqual(['later']);
    expect(filterAdminEvents(events, { ...all, q: 'nothing like it' }, TODAY)).toEqual([]);
  });

  it('combines the filters', () => {
    const filters: AdminEventFilters = { q: 'event', when: 'past', type: 'seminar' };
    expect(ids(filterAdminEvents(events, filters, TODAY))).toEqual(['recent']);
  });
});

describe('filters in the URL', () => {
  it('reads known values and treats anything else as all', () => {
    expect(filtersFromQuery(new URLSearchParams('q=%20belt%20&when=past&type=workshop'))).toEqual({
      q: 'belt',
      when: 'past',
      type: 'workshop',
    });
    expect(filtersFromQuery(new URLSearchParams('when=soon&type=party'))).toEqual(all);
  });

  it('writes only what is not the default', () => {
    expect(queryFromFilters(all).toString()).toBe('');
    expect(queryFromFilters({ q: 'open', when: 'upcoming', type: 'all' }).toString()).toBe(
      'q=open&when=upcoming',
    );
  });
});
