import type { Event } from '@contracts/event';
import { describe, expect, it, vi } from 'vitest';
import { upcomingEventsView } from './upcoming-events';

const event = (id: string) =>
  ({
    _id: id,
    id,
    title: `Event ${id}`,
    description: 'Description',
    eventType: 'seminar',
    location: { city: 'Pune', state: 'Maharashtra' },
    date: { startDate: '2026-04-01' },
  }) satisfies Event;

const samples = () => [event('s1'), event('s2'), event('s3'), event('s4')];

describe('upcomingEventsView', () => {
  it('falls back to three samples when the call failed', () => {
    expect(upcomingEventsView(null, samples)).toEqual({
      state: 'events',
      source: 'samples',
      events: [event('s1'), event('s2'), event('s3')],
    });
  });

  it('falls back to the samples when the server has no upcoming events', () => {
    const view = upcomingEventsView({ received: 0, usable: [] }, samples);
    expect(view).toMatchObject({ state: 'events', source: 'samples' });
  });

  it('shows at most three of the server’s events, in its order, without making samples', () => {
    const makeSamples = vi.fn(samples);
    const usable = ['1', '2', '3', '4'].map(event);
    expect(upcomingEventsView({ received: 4, usable }, makeSamples)).toEqual({
      state: 'events',
      source: 'server',
      events: usable.slice(0, 3),
    });
    expect(makeSamples).not.toHaveBeenCalled();
  });

  it('shows the usable events when some of those sent were dropped', () => {
    const view = upcomingEventsView({ received: 5, usable: [event('3'), event('4')] }, samples);
    expect(view).toMatchObject({ source: 'server', events: [event('3'), event('4')] });
  });

  it('says nothing is upcoming when the server sent events but none is usable', () => {
    expect(upcomingEventsView({ received: 2, usable: [] }, samples)).toEqual({ state: 'empty' });
  });

  it('says nothing is upcoming when there are no samples to fall back to', () => {
    expect(upcomingEventsView(null, () => [])).toEqual({ state: 'empty' });
  });
});
