// The site's long date style (en-IN long, "5 March 2026"), written once for the web app
// (web/src/lib/dates.ts, with each edition's month names) and the event pages' link previews
// (functions/src/pages/event-head.ts), so a page and its preview name a date the same way.

/** A calendar day with its month already named in the page's language. */
export interface NamedDay {
  day: number;
  month: string;
  year: number;
}

type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** January first. */
export const ENGLISH_MONTHS: Twelve<string> = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "5 March 2026". */
export const longDayText = (d: NamedDay): string => `${d.day} ${d.month} ${d.year}`;

/** Two different days the way Intl's formatRange writes them: the parts both share, once. */
export function longDayRangeText(from: NamedDay, to: NamedDay): string {
  if (from.year !== to.year) return `${longDayText(from)} – ${longDayText(to)}`;
  if (from.month !== to.month) return `${from.day} ${from.month} – ${longDayText(to)}`;
  return `${from.day}–${longDayText(to)}`;
}
