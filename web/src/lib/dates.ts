// Every date on the site is shown as it falls in Maharashtra, whatever the visitor's or the
// prerendering machine's clock says. Event days arrive as 'YYYY-MM-DD' (midnight UTC, the same
// calendar day in India); other dates are full ISO timestamps.
//
// Written out by hand rather than with Intl.DateTimeFormat: a page's first Intl formatter loads
// ICU's locale and time-zone data, one long task of 50-150 ms on a phone that most pages paid
// during hydration (Lighthouse TBT). India has kept one offset, UTC+05:30, since 1945, and the
// formats below are the en-US and en-IN ones Intl produced (dates.test.ts pins them). Server and
// browser ICU builds also differed in their spaces; this module writes the same text on both.

import { longDayRangeText, longDayText } from '@contracts/long-date-text';
import { dateWords } from '@/lib/date-words';

export const SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * 'month-day-year' is the 'MMMM d, yyyy' of the home page ("March 15, 2026");
 * 'long' is the en-IN long format used elsewhere ("15 March 2026").
 */
export type DateStyle = 'month-day-year' | 'long';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface Day {
  day: number;
  /** 0 for January. */
  monthIndex: number;
  month: string;
  year: number;
}

/** The calendar day a moment falls on in India. */
function dayInIndia(date: Date): Day {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    day: shifted.getUTCDate(),
    monthIndex: shifted.getUTCMonth(),
    month: dateWords.months[shifted.getUTCMonth()] ?? '',
    year: shifted.getUTCFullYear(),
  };
}

const written: Record<DateStyle, (d: Day) => string> = {
  'month-day-year': (d) => `${d.month} ${d.day}, ${d.year}`,
  long: longDayText,
};

/** Intl's formatRange: the parts both ends share are written once. */
const writtenRange: Record<DateStyle, (from: Day, to: Day) => string> = {
  'month-day-year': (from, to) => {
    if (from.year !== to.year)
      return `${written['month-day-year'](from)} – ${written['month-day-year'](to)}`;
    if (from.month !== to.month)
      return `${from.month} ${from.day} – ${to.month} ${to.day}, ${to.year}`;
    return `${from.month} ${from.day} – ${to.day}, ${to.year}`;
  },
  long: longDayRangeText,
};

/** A language that writes the day first (Marathi) uses the long style for 'month-day-year' too. */
const styleOf = (style: DateStyle): DateStyle =>
  style === 'month-day-year' && !dateWords.monthFirst ? 'long' : style;

const sameDay = (a: Day, b: Day) => a.day === b.day && a.month === b.month && a.year === b.year;

/** The date a string names, or null for a missing or unreadable one. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(
  value: string | null | undefined,
  style: DateStyle,
  fallback: string,
): string {
  const date = parseDate(value);
  return date ? written[styleOf(style)](dayInIndia(date)) : fallback;
}

/** Dates outside the home page use the en-IN long format, e.g. "5 March 2026". */
export function formatLongDate(iso: string, fallback = '—'): string {
  return formatDate(iso, 'long', fallback);
}

/**
 * A moment with its time of day in India, for logs: "24 November 2026, 3:05 pm" (en-IN's 12-hour
 * clock, lower-case am/pm).
 */
export function formatLongDateTime(iso: string, fallback = '—'): string {
  const date = parseDate(iso);
  if (!date) return fallback;
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MS);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  const clock = withPeriod(`${hours % 12 || 12}:${minutes}`, dateWords.dayPeriod(hours));
  return `${written.long(dayInIndia(date))}, ${clock}`;
}

/** One day, or a range written once ("March 15 – 16, 2026"); an unreadable end is ignored. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  style: DateStyle,
  fallback: string,
): string {
  const from = parseDate(start);
  if (!from) return fallback;
  const shown = styleOf(style);
  const to = parseDate(end);
  const fromDay = dayInIndia(from);
  if (!to || to.getTime() <= from.getTime()) return written[shown](fromDay);
  const toDay = dayInIndia(to);
  return sameDay(fromDay, toDay) ? written[shown](fromDay) : writtenRange[shown](fromDay, toDay);
}

/** The calendar tile of an event card: { day: '15', month: 'Mar' }. */
export function dayAndShortMonth(value: string | null | undefined) {
  const date = parseDate(value);
  if (!date) return null;
  const { day, monthIndex } = dayInIndia(date);
  return { day: String(day), month: dateWords.shortMonths[monthIndex] ?? '' };
}

/** "8:30 am", or "सकाळी 8:30" in a language that names the part of the day first. */
function withPeriod(clock: string, period: string): string {
  return dateWords.periodFirst ? `${period} ${clock}` : `${clock} ${period}`;
}

interface TimeOfDay {
  minutes: number;
  clock: string;
  period: string;
}

function parseTimeOfDay(value: string | null | undefined): TimeOfDay | null {
  const match = value ? /^(\d{1,2}):(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return {
    minutes: hours * 60 + minutes,
    clock: `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`,
    period: dateWords.dayPeriod(hours),
  };
}

/** 'HH:mm' times as "8:30 am", or "8:30 am – 6:00 pm"; null when there is no readable start. */
export function formatTimeRange(
  start: string | null | undefined,
  end?: string | null,
): string | null {
  const from = parseTimeOfDay(start);
  if (!from) return null;
  const to = parseTimeOfDay(end);
  if (!to || to.minutes <= from.minutes) return withPeriod(from.clock, from.period);
  const join = dateWords.timeRangeJoin;
  // Like Intl's en-IN ranges, a shared am/pm is written once: "8:30 – 10:00 am" ("सकाळी 8:30 ते
  // 10:00" when the part of the day comes first).
  if (to.period === from.period) {
    return withPeriod(`${from.clock}${join}${to.clock}`, to.period);
  }
  return `${withPeriod(from.clock, from.period)}${join}${withPeriod(to.clock, to.period)}`;
}
