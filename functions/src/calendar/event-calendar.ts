import { ICalCalendar, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { todayInKolkata } from '../contracts/calendar-days';
import type { Event, EventLocation } from '../contracts/event';
import {
  CALENDAR_DESCRIPTION,
  CALENDAR_NAME,
  CALENDAR_PRODUCT_ID,
  CALENDAR_REFRESH_SECONDS,
  CALENDAR_UID_DOMAIN,
} from './calendar-config';
import { eventTimes, type WallClock } from './event-times';
import { KOLKATA_TIME_ZONE, kolkataVtimezone } from './kolkata-time-zone';

export interface CalendarOptions {
  /** The moment the answer is made (DTSTAMP). */
  now: Date;
  /** Where event pages live, e.g. https://mta.example.org; without it events carry no URL. */
  siteOrigin?: string | undefined;
}

/**
 * ical-generator writes a native Date with a TZID as the Date's local wall clock. Building the Date
 * from the Asia/Kolkata wall clock with the local-time constructor makes it print those exact
 * digits, whatever zone the server runs in.
 */
function wallClockDate(day: string, time = '00:00'): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

const toDate = (moment: WallClock) => wallClockDate(moment.date, moment.time);

/** "Venue, City, State", skipping empty and repeated parts. */
export function locationText({ venueDetails, city, state }: EventLocation): string {
  const parts: string[] = [];
  for (const part of [venueDetails, city, state]) {
    const text = part?.trim();
    if (text && !parts.some((seen) => seen.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.join(', ');
}

export function eventUid(eventId: string): string {
  return `${eventId}@${CALENDAR_UID_DOMAIN}`;
}

function eventPageUrl(origin: string | undefined, eventId: string): string | null {
  return origin ? `${origin}/events/${encodeURIComponent(eventId)}` : null;
}

function toCalendarEvent(event: Event, options: CalendarOptions): ICalEventData {
  const times = eventTimes(event.date);
  const when: Pick<ICalEventData, 'allDay' | 'start' | 'end'> = times.allDay
    ? {
        allDay: true,
        start: wallClockDate(times.startDate),
        end: wallClockDate(times.endDateExclusive),
      }
    : { start: toDate(times.start), end: times.end ? toDate(times.end) : null };
  return {
    id: eventUid(event.id),
    stamp: options.now,
    timezone: KOLKATA_TIME_ZONE,
    ...when,
    summary: event.title,
    description: event.description.trim() || null,
    location: locationText(event.location) || null,
    url: eventPageUrl(options.siteOrigin, event.id),
  };
}

function calendarOf(events: readonly Event[], options: CalendarOptions): ICalCalendar {
  return new ICalCalendar({
    prodId: CALENDAR_PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    // Only a generator, no calendar-wide zone: ical-generator would then write DTSTAMP (which
    // must be UTC) as Kolkata time too. Each event names its zone instead.
    timezone: { name: null, generator: kolkataVtimezone },
    events: events.map((event) => toCalendarEvent(event, options)),
  });
}

/**
 * The subscribable feed: a named calendar, refreshed every few hours, of the events that start today
 * or later in Asia/Kolkata (the caller's query already asks for those; the rule is kept here too so
 * the feed never lists a past event whatever it is given).
 */
export function upcomingEventsFeed(events: readonly Event[], options: CalendarOptions): string {
  const today = todayInKolkata(options.now);
  const upcoming = events.filter((event) => event.date.startDate >= today);
  const calendar = calendarOf(upcoming, options);
  calendar.name(CALENDAR_NAME);
  calendar.description(CALENDAR_DESCRIPTION);
  calendar.ttl(CALENDAR_REFRESH_SECONDS);
  if (options.siteOrigin) calendar.url(`${options.siteOrigin}/events`);
  return calendar.toString();
}

/** One event to add to a calendar: no calendar name, so apps import it rather than subscribe. */
export function singleEventFile(event: Event, options: CalendarOptions): string {
  return calendarOf([event], options).toString();
}

const MAX_FILE_NAME_LENGTH = 60;

/** e.g. "maharashtra-state-taekwondo-championship.ics"; plain ASCII, safe in a header. */
export function eventFileName(event: Event): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // the accents NFKD split off: é → e
    .toLowerCase()
    .replace(/['’]/g, '') // women's → womens
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
