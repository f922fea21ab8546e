import type { Event, EventDate } from '@contracts/event';
import type { SampleEventTemplate } from '@/features/events/types';
import { addDays, addMonths, todayInKolkata } from '@contracts/calendar-days';

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

/** Spec §9: the fallback events, starting one to three months after `now`. */
export function sampleEvents(templates: readonly SampleEventTemplate[], now: Date): Event[] {
  const today = todayInKolkata(now);
  return templates.map((template) => datedSampleEvent(template, today));
}
