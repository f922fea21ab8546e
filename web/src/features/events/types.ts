import type { Event } from '@contracts/event';

/** A fallback event without dates; the dates are set relative to today when it is shown. */
export interface SampleEventTemplate extends Omit<Event, 'date' | 'registrationInfo'> {
  /** Whole months from today to the first day (spec §9: one to three months ahead). */
  monthsAhead: number;
  /** Number of days the event lasts; 1 for a one-day event. */
  lengthDays: number;
  startTime?: string;
  endTime?: string;
  /** Registration closes this many days before the first day. */
  registrationClosesDaysBefore?: number;
}
