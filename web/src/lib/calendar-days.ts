// Arithmetic on calendar days written 'YYYY-MM-DD', the form event dates take in the API and the
// form todayInKolkata() (@contracts/kolkata-date) gives. Working on the written day, never on a Date
// in the machine's zone, keeps a date the same day for a visitor in Mumbai, a test runner in UTC and
// the prerendering machine.

function parts(isoDate: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return [year, month, day];
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

const lastDayOfMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return toIso(new Date(Date.UTC(year, month - 1, day + days)));
}

/**
 * The same day `months` later (negative goes back). A day the target month lacks becomes its last
 * day, so 30 November plus three months is 28 (or 29) February, never a day in March.
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const lastDay = lastDayOfMonth(year, month - 1 + months);
  return toIso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/** The first and last day of the month `months` after the one `isoDate` falls in. */
export function monthSpan(isoDate: string, months = 0): { from: string; to: string } {
  const [year, month] = parts(isoDate);
  return {
    from: toIso(new Date(Date.UTC(year, month - 1 + months, 1))),
    to: toIso(
      new Date(Date.UTC(year, month - 1 + months, lastDayOfMonth(year, month - 1 + months))),
    ),
  };
}
