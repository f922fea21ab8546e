import type { Event } from '@contracts/event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { eventPageState, sampleEventById } from './event-page-state';

// A fixed clock: 10:00 in Mumbai on 5 March 2026.
const NOW = new Date('2026-03-05T04:30:00Z');
const SAMPLE_ID = 'sample-summer-training-camp';
const event = { id: 'meet', title: 'State meet' } as Event;

describe('sampleEventById', () => {
  it('dates the sample from today, and knows no other id', () => {
    expect(sampleEventById(SAMPLE_ID, NOW)).toMatchObject({
      title: 'Summer Training Camp',
      date: { startDate: '2026-05-05', endDate: '2026-05-09' },
    });
    expect(sampleEventById('meet', NOW)).toBeUndefined();
  });
});

describe('eventPageState', () => {
  it("shows the server's event, even one whose id is a sample's", () => {
    expect(eventPageState({ ok: true, event }, SAMPLE_ID, NOW)).toEqual({
      kind: 'event',
      event,
      source: 'server',
    });
  });

  it.each([404, 400])('shows Event Not Found when the server answers %i', (status) => {
    const error = new ApiError('http', 'Event not found', { status });
    expect(eventPageState({ ok: false, error }, SAMPLE_ID, NOW)).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['no answer', ApiError.noResponse('network')],
    ['a timeout', ApiError.noResponse('timeout')],
    ['a 503', new ApiError('http', 'Down', { status: 503 })],
    ['an answer that is not an event', new ApiError('invalid-response', 'x', { status: 200 })],
    ['an unexpected error', new Error('boom')],
  ])('falls back to the sample event after %s', (_, error) => {
    expect(eventPageState({ ok: false, error }, SAMPLE_ID, NOW)).toEqual({
      kind: 'event',
      event: sampleEventById(SAMPLE_ID, NOW),
      source: 'sample',
    });
  });

  it("shows Event Not Found after a failure when the id is not a sample's", () => {
    const error = ApiError.noResponse('network');
    expect(eventPageState({ ok: false, error }, 'meet', NOW)).toEqual({ kind: 'not-found' });
  });
});
