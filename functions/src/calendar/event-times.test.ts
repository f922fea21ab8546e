import { describe, expect, it } from 'vitest';
import { eventTimes } from './event-times';

describe('eventTimes', () => {
  it('makes an event without a start time an all-day event, the end day exclusive', () => {
    expect(eventTimes({ startDate: '2026-12-05' })).toEqual({
      allDay: true,
      startDate: '2026-12-05',
      endDateExclusive: '2026-12-06',
    });
  });

  it('spans every day of a multi-day all-day event, across a month and a year end', () => {
    expect(eventTimes({ startDate: '2026-12-30', endDate: '2027-01-01' })).toEqual({
      allDay: true,
      startDate: '2026-12-30',
      endDateExclusive: '2027-01-02',
    });
  });

  it('ignores an end time without a start time', () => {
    expect(eventTimes({ startDate: '2026-12-05', endTime: '18:00' })).toMatchObject({
      allDay: true,
    });
  });

  it('runs a timed event from its start time to its end time', () => {
    expect(eventTimes({ startDate: '2026-12-05', startTime: '08:30', endTime: '18:00' })).toEqual({
      allDay: false,
      start: { date: '2026-12-05', time: '08:30' },
      end: { date: '2026-12-05', time: '18:00' },
    });
  });

  it('ends a multi-day timed event at the end time of its last day', () => {
    const times = eventTimes({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
      startTime: '07:00',
      endTime: '12:00',
    });
    expect(times).toMatchObject({ end: { date: '2026-12-07', time: '12:00' } });
  });

  it('reads an end time before the start time on a one-day event as past midnight', () => {
    const times = eventTimes({ startDate: '2026-12-31', startTime: '20:00', endTime: '01:00' });
    expect(times).toMatchObject({ end: { date: '2027-01-01', time: '01:00' } });
  });

  it('runs a multi-day event without an end time to the end of its last day', () => {
    const times = eventTimes({
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      startTime: '09:00',
    });
    expect(times).toMatchObject({ end: { date: '2026-12-07', time: '00:00' } });
  });

  it.each([
    ['no end time', { startDate: '2026-12-05', startTime: '09:00' }],
    [
      'the end time equal to the start',
      { startDate: '2026-12-05', startTime: '09:00', endTime: '09:00' },
    ],
  ])('gives a one-day event with %s no end', (_, date) => {
    expect(eventTimes(date)).toEqual({
      allDay: false,
      start: { date: '2026-12-05', time: '09:00' },
      end: undefined,
    });
  });
});
