import { describe, expect, it } from 'vitest';
import {
  type EventsQuery,
  defaultEventsQuery,
  eventsQueryKey,
  readEventsQuery,
  writeEventsQuery,
} from '@/features/events/lib/events-query';

const read = (search: string) => readEventsQuery(new URLSearchParams(search));

describe('events view in the address', () => {
  it('reads plain /events as All Events without filters', () => {
    expect(read('')).toEqual(defaultEventsQuery);
  });

  it('round-trips a tab with every filter', () => {
    const query: EventsQuery = {
      tab: 'upcoming',
      filters: {
        search: 'Summer camp',
        type: 'training-camp',
        location: 'Pune',
        range: 'nextMonth',
      },
    };
    const written = writeEventsQuery(query);
    expect(written.toString()).toBe(
      'tab=upcoming&q=Summer+camp&type=training-camp&location=Pune&range=nextMonth',
    );
    expect(readEventsQuery(written)).toEqual(query);
    expect(readEventsQuery(new URLSearchParams(written.toString()))).toEqual(query);
  });

  it('round-trips every tab', () => {
    for (const tab of ['all', 'upcoming', 'past', 'achievements'] as const) {
      const query = { ...defaultEventsQuery, tab };
      expect(readEventsQuery(writeEventsQuery(query))).toEqual(query);
    }
  });

  it('leaves defaults and blank text out of the address', () => {
    expect(writeEventsQuery(defaultEventsQuery).toString()).toBe('');
    const blank = { tab: 'all', filters: { ...defaultEventsQuery.filters, search: '  ' } } as const;
    expect(writeEventsQuery(blank).toString()).toBe('');
    expect(eventsQueryKey(blank)).toBe(eventsQueryKey(defaultEventsQuery));
  });

  it('ignores unknown tabs, types and ranges', () => {
    expect(read('tab=calendar&type=party&range=someday&q=camp')).toEqual({
      tab: 'all',
      filters: { search: 'camp', type: '', location: '', range: '' },
    });
  });

  it('keeps parameters that are not its own and replaces its own', () => {
    const base = new URLSearchParams('utm_source=flyer&q=old&tab=past');
    const next = writeEventsQuery({ ...defaultEventsQuery, tab: 'upcoming' }, base);
    expect(next.toString()).toBe('utm_source=flyer&tab=upcoming');
  });

  it('gives different keys to different views', () => {
    const camp = {
      tab: 'all',
      filters: { ...defaultEventsQuery.filters, search: 'camp' },
    } as const;
    expect(eventsQueryKey(camp)).not.toBe(eventsQueryKey(defaultEventsQuery));
  });
});
