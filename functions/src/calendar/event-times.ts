import { addDays } from '../contracts/calendar-days';
import type { EventDate } from '../contracts/event';

/** A wall-clock moment in Asia/Kolkata: 'YYYY-MM-DD' and 'HH:mm'. */
export interface WallClock {
  date: string;
  time: string;
}

/**
 * When an event takes place, in the terms of RFC 5545: whole days (the end day exclusive), or a
 * start time with an end when one can be told.
 */
export type EventTimes =
  | { allDay: true; startDate: string; endDateExclusive: string }
  | { allDay: false; start: WallClock; end: WallClock | undefined };

const isAfter = (a: WallClock, b: WallClock) =>
  a.date > b.date || (a.date === b.date && a.time > b.time);

/**
 * The calendar rule for an event's dates. Without a start time it is an all-day event over its days
 * (an end time alone says nothing about when it starts). With one, it ends at the end time on its
 * last day; an end time before the start time on a one-day event means it runs past midnight; a
 * multi-day event without an end time runs to the end of its last day; a one-day event without one
 * has no end (RFC 5545: it then ends when it starts, and calendars show a default length).
 */
export function eventTimes(date: EventDate): EventTimes {
  const lastDay = date.endDate ?? date.startDate;
  if (!date.startTime) {
    return { allDay: true, startDate: date.startDate, endDateExclusive: addDays(lastDay, 1) };
  }
  const start = { date: date.startDate, time: date.startTime };
  if (date.endTime) {
    const end = { date: lastDay, time: date.endTime };
    if (isAfter(end, start)) return { allDay: false, start, end };
    if (end.time < start.time) {
      return { allDay: false, start, end: { date: addDays(lastDay, 1), time: date.endTime } };
    }
    return { allDay: false, start, end: undefined };
  }
  if (lastDay > date.startDate) {
    return { allDay: false, start, end: { date: addDays(lastDay, 1), time: '00:00' } };
  }
  return { allDay: false, start, end: undefined };
}
