import { SITE_TIME_ZONE } from '@/lib/dates';

// Calendar-day arithmetic on 'YYYY-MM-DD' strings, the form event dates take in the API. Working on
// days (not instants) keeps a date the same day wherever the visitor's clock is set.

// "Today" is today in Maharashtra, as the server counts it for /api/events/upcoming.
const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Maharashtra at the instant `now`, as YYYY-MM-DD. */
export function todayInKolkata(now: Date): string {
  return todayFormat.format(now);
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
