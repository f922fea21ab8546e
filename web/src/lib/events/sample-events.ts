import type { Event, EventDate } from '@contracts/event';
import { addDays, addMonths, todayInKolkata } from '@contracts/calendar-days';

/** A fallback event without dates; the dates are set relative to today when it is shown. */
export interface SampleEventTemplate extends Omit<Event, 'date' | 'registrationInfo'> {
  /** Whole months from today to the first day (one to three months ahead). */
  monthsAhead: number;
  /** Number of days the event lasts; 1 for a one-day event. */
  lengthDays: number;
  startTime?: string;
  endTime?: string;
  /** Registration closes this many days before the first day. */
  registrationClosesDaysBefore?: number;
}

/** Turns one template into an event whose dates count from today in Maharashtra. */
export function datedSampleEvent(template: SampleEventTemplate, today: string): Event {
  const { monthsAhead, lengthDays, startTime, endTime, registrationClosesDaysBefore, ...event } =
    template;
  const startDate = addMonths(today, monthsAhead);
  const date: EventDate = { startDate };
  if (lengthDays > 1) date.endDate = addDays(startDate, lengthDays - 1);
  if (startTime !== undefined) date.startTime = startTime;
  if (endTime !== undefined) date.endTime = endTime;
  const dated: Event = { ...event, date };
  if (registrationClosesDaysBefore !== undefined) {
    dated.registrationInfo = {
      isRegistrationRequired: true,
      registrationDeadline: addDays(startDate, -registrationClosesDaysBefore),
    };
  }
  return dated;
}

/** The fallback events, starting one to three months after `now`. */
export function sampleEvents(templates: readonly SampleEventTemplate[], now: Date): Event[] {
  const today = todayInKolkata(now);
  return templates.map((template) => datedSampleEvent(template, today));
}
