/** The IANA zone every event time is given in. */
export const KOLKATA_TIME_ZONE = 'Asia/Kolkata';

// ical-generator has no time-zone database and asks for a VTIMEZONE per zone it writes. India has
// kept UTC+05:30 without daylight saving since 1945, so one STANDARD rule describes every event
// date we can have (the form of the tzurl.org and timezones-ical-library definitions).
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${KOLKATA_TIME_ZONE}`,
  `X-LIC-LOCATION:${KOLKATA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZNAME:IST',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The VTIMEZONE generator for ical-generator: only Asia/Kolkata is ever asked for. */
export function kolkataVtimezone(timeZone: string): string | null {
  return timeZone === KOLKATA_TIME_ZONE ? KOLKATA_VTIMEZONE : null;
}
