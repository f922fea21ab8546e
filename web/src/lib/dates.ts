// Every date on the site is shown as it falls in Maharashtra, whatever the visitor's or the
// prerendering machine's clock says. Event days arrive as 'YYYY-MM-DD' (midnight UTC, the same
// calendar day in India); other dates are full ISO timestamps.

export const SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * 'month-day-year' is the spec's 'MMMM d, yyyy' of the home page ("March 15, 2026");
 * 'long' is the en-IN long format used elsewhere ("15 March 2026").
 */
export type DateStyle = 'month-day-year' | 'long';

const dateFormats: Record<DateStyle, Intl.DateTimeFormat> = {
  'month-day-year': new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }),
  long: new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }),
};

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: SITE_TIME_ZONE });
const shortMonthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: SITE_TIME_ZONE,
});
// Times of day are wall-clock times in India already: format them as given, in UTC.
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

// Node's ICU writes '9:00 am – 1:00 pm' and date ranges with narrow and thin no-break spaces where
// Chromium writes plain ones: prerendered text would not match the hydrated text (React #418).
// Every string this module returns has plain spaces.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

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
  return date ? plainSpaces(dateFormats[style].format(date)) : fallback;
}

/** Spec §9: dates outside the home page use the en-IN long format, e.g. "5 March 2026". */
export function formatLongDate(iso: string, fallback = '—'): string {
  return formatDate(iso, 'long', fallback);
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
  const to = parseDate(end);
  if (!to || to.getTime() <= from.getTime()) return plainSpaces(dateFormats[style].format(from));
  return plainSpaces(dateFormats[style].formatRange(from, to));
}

/** The calendar tile of an event card: { day: '15', month: 'Mar' }. */
export function dayAndShortMonth(value: string | null | undefined) {
  const date = parseDate(value);
  return date ? { day: dayFormat.format(date), month: shortMonthFormat.format(date) } : null;
}

function parseTimeOfDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{1,2}):(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return new Date(Date.UTC(2000, 0, 1, hours, minutes));
}

/** 'HH:mm' times as "8:30 am", or "8:30 am – 6:00 pm"; null when there is no readable start. */
export function formatTimeRange(
  start: string | null | undefined,
  end?: string | null,
): string | null {
  const from = parseTimeOfDay(start);
  if (!from) return null;
  const to = parseTimeOfDay(end);
  if (!to || to.getTime() <= from.getTime()) return plainSpaces(timeFormat.format(from));
  return plainSpaces(timeFormat.formatRange(from, to));
}
