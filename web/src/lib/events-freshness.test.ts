import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS_CDN_CACHE_MS, eventsRead, noteEventsChanged } from './events-freshness';

afterEach(() => sessionStorage.clear());

describe('eventsRead', () => {
  it('reads as usual when this browser changed no event', () => {
    expect(eventsRead('/events', 1_000)).toEqual({ path: '/events', fresh: false });
  });

  it('reads fresh, past every cache, within the CDN time after a change', () => {
    noteEventsChanged(10_000);
    expect(eventsRead('/events', 10_500)).toEqual({ path: '/events?fresh=10000', fresh: true });
    expect(eventsRead('/events/upcoming?limit=3', 10_500)).toEqual({
      path: '/events/upcoming?limit=3&fresh=10000',
      fresh: true,
    });
    expect(eventsRead('/events', 10_000 + EVENTS_CDN_CACHE_MS)).toEqual({
      path: '/events',
      fresh: false,
    });
  });

  it('always reads fresh when asked (the admin list)', () => {
    expect(eventsRead('/events', 5_000, true)).toEqual({ path: '/events?fresh=5000', fresh: true });
  });
});
