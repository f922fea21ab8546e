import type { Event } from '@contracts/event';
import { describe, expect, it, vi } from 'vitest';
import { upcomingEventsView } from './upcoming-events';

const serverEvent = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  title: `Event ${id}`,
  description: 'Description',
  eventType: 'seminar',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-04-01' },
  ...overrides,
});

const sample = (id: string) => serverEvent(`sample-${id}`) as Event;
const samples = () => [sample('a'), sample('b'), sample('c'), sample('d')];

describe('upcomingEventsView', () => {
  it('falls back to three samples when the call failed', () => {
    expect(upcomingEventsView(null, samples)).toEqual({
      state: 'events',
      source: 'samples',
      events: [sample('a'), sample('b'), sample('c')],
    });
  });

  it('falls back to the samples when the server has no upcoming events', () => {
    const view = upcomingEventsView([], samples);
    expect(view).toMatchObject({ state: 'events', source: 'samples' });
  });

  it('shows at most three of the server’s events, in its order, without asking for samples', () => {
    const makeSamples = vi.fn(samples);
    const view = upcomingEventsView(
      ['1', '2', '3', '4'].map((id) => serverEvent(id)),
      makeSamples,
    );
    expect(view.state === 'events' && view.events.map((event) => event.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(view).toMatchObject({ source: 'server' });
    expect(makeSamples).not.toHaveBeenCalled();
  });

  it('skips events the contract rejects (no id, bad date) and fills up with the next ones', () => {
    const view = upcomingEventsView(
      [
        serverEvent('1', { _id: undefined, id: undefined }),
        serverEvent('2', { date: { startDate: 'soon' } }),
        'not an event',
        serverEvent('3'),
        serverEvent('4'),
      ],
      samples,
    );
    expect(view.state === 'events' && view.events.map((event) => event.id)).toEqual(['3', '4']);
  });

  it('says nothing is upcoming when the server sent events but none is usable', () => {
    expect(upcomingEventsView([serverEvent('1', { title: '' })], samples)).toEqual({
      state: 'empty',
    });
  });

  it('says nothing is upcoming when there are no samples to fall back to', () => {
    expect(upcomingEventsView(null, () => [])).toEqual({ state: 'empty' });
  });
});
