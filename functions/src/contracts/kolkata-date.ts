// The one rule for "which day is it in Maharashtra", shared by the functions and the web app (through
// @contracts), so the API's "upcoming" and the events page's tabs can never disagree.
// "Upcoming" is judged by the calendar in Maharashtra, not by the server's clock zone (UTC in Cloud
// Functions): at 02:00 IST an event "today" must still count as upcoming.
// India Standard Time is a fixed UTC+05:30 with no daylight saving, so plain arithmetic is exact and
// does not depend on the runtime's time-zone data.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in Asia/Kolkata at `now`, as YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
