// Arithmetic on calendar days written 'YYYY-MM-DD' (the API's event dates and todayInKolkata()).
// Working on the written day, never on a Date in the machine's zone, keeps every rule the same
// for a visitor in Mumbai, a test runner in UTC and the prerendering machine.

interface DayParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

function partsOf(isoDay: string): DayParts {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function write({ year, month, day }: DayParts): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `months` after the one `isoDay` falls in (negative goes back), as its year and month. */
function shiftMonth(isoDay: string, months: number): { year: number; month: number } {
  const { year, month } = partsOf(isoDay);
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The same day `months` later. A day the target month lacks becomes its last day, so
 * 30 November plus three months is 28 (or 29) February, never a day in March.
 */
export function addMonths(isoDay: string, months: number): string {
  const { day } = partsOf(isoDay);
  const { year, month } = shiftMonth(isoDay, months);
  return write({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The first and last day of the month `months` after the one `isoDay` falls in. */
export function monthSpan(isoDay: string, months = 0): { from: string; to: string } {
  const { year, month } = shiftMonth(isoDay, months);
  return {
    from: write({ year, month, day: 1 }),
    to: write({ year, month, day: daysInMonth(year, month) }),
  };
}
