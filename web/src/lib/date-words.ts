import { ENGLISH_MONTHS } from '@contracts/long-date-text';

/**
 * The words of the site's dates and times (lib/dates.ts writes them): month names, the part of the
 * day beside a clock time and the order they go in. A second language is a second module of this
 * type (date-words.mr.ts); the date arithmetic stays in dates.ts.
 */

type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

export interface DateWords {
  /** January first. */
  months: Twelve<string>;
  /** The calendar tile's short names, January first. */
  shortMonths: Twelve<string>;
  /**
   * Whether the 'month-day-year' style puts the month first ("March 15, 2026"); when false it is
   * written like the long style, day first.
   */
  monthFirst: boolean;
  /** The word for the part of the day an hour (0-23) falls in: 'am'/'pm', or a Marathi सकाळी. */
  dayPeriod: (hours: number) => string;
  /** Whether that word comes before the clock ("सकाळी 9:00") or after it ("9:00 am"). */
  periodFirst: boolean;
  /** Between the two ends of a time range. */
  timeRangeJoin: string;
}

export const dateWords: DateWords = {
  months: ENGLISH_MONTHS,
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthFirst: true,
  dayPeriod: (hours) => (hours < 12 ? 'am' : 'pm'),
  periodFirst: false,
  timeRangeJoin: ' – ',
};
