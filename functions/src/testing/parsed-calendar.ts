import ICAL from 'ical.js';
import type { Event } from '../contracts/event';

// Tests read our iCalendar output back with an independent parser (ical.js) instead of matching
// strings, so they check what a calendar app would understand.

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | undefined;
  location: string | undefined;
  url: string | undefined;
  /** The value as written: '2026-12-05' for a DATE, '2026-12-05T08:30:00' for a DATE-TIME. */
  start: string;
  startTzid: string | undefined;
  startIsDate: boolean;
  end: string | undefined;
  endTzid: string | undefined;
  endIsDate: boolean | undefined;
  /** The start as an instant, resolved through the calendar's own VTIMEZONE. */
  startInstant: Date;
}

export interface ParsedCalendar {
  name: string | undefined;
  method: string | undefined;
  timeZones: string[];
  events: ParsedEvent[];
}

function text(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? undefined : String(value);
}

function time(component: ICAL.Component, name: string) {
  const property = component.getFirstProperty(name);
  if (!property) return undefined;
  const value = property.getFirstValue() as ICAL.Time;
  const tzid = property.getParameter('tzid');
  return { value, tzid: typeof tzid === 'string' ? tzid : undefined };
}

export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timeZones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timeZones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const start = time(vevent, 'dtstart');
    if (!start) throw new Error('VEVENT without DTSTART');
    const end = time(vevent, 'dtend');
    return {
      uid: text(vevent, 'uid') ?? '',
      summary: text(vevent, 'summary') ?? '',
      description: text(vevent, 'description'),
      location: text(vevent, 'location'),
      url: text(vevent, 'url'),
      start: start.value.toString(),
      startTzid: start.tzid,
      startIsDate: start.value.isDate,
      end: end?.value.toString(),
      endTzid: end?.tzid,
      endIsDate: end?.value.isDate,
      startInstant: new ICAL.Event(vevent).startDate.toJSDate(),
    };
  });
  return {
    name: text(calendar, 'x-wr-calname'),
    method: text(calendar, 'method'),
    timeZones: timeZones.map((zone) => text(zone, 'tzid') ?? ''),
    events,
  };
}

/** An API event with every optional field left out unless given. */
export function exampleEvent(overrides: Partial<Event> & Pick<Event, 'id' | 'date'>): Event {
  return {
    _id: overrides.id,
    title: `Event ${overrides.id}`,
    description: 'A test event.',
    eventType: 'seminar',
    location: { city: 'Pune', state: 'Maharashtra' },
    ...overrides,
  };
}
