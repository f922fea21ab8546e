// The one rule for calendar days, shared by the API and the web app. Event dates are 'YYYY-MM-DD'
// days in Maharashtra; "today", "upcoming" and "past" are judged by the calendar in Asia/Kolkata,
// not by the clock zone of the server (UTC in Cloud Functions) or of the visitor's phone: at 02:00
// IST an event "today" still counts as upcoming.
// India Standard Time is a fixed UTC+05:30 with no daylight saving, so plain arithmetic is exact and
// does not depend on the runtime's time-zone data.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in Asia/Kolkata at `now`, as YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function parts(isoDate: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return [year, month, day];
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return toIso(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Same day of the month `months` later, or the month's last day when it is shorter (31 → 30). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}
