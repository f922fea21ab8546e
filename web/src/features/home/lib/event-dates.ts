import type { EventDate } from '@contracts/event';

// Spec §9: event dates on the home page read 'MMMM d, yyyy', e.g. "March 5, 2026". The calendar
// day is formatted in UTC because 'YYYY-MM-DD' names a day, not an instant.
const homeDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'MMMM d, yyyy' for a 'YYYY-MM-DD' day; null when the text is not such a day. */
export function formatHomeDate(isoDate: string): string | null {
  if (!ISO_DATE.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : homeDateFormat.format(date);
}

/** The start day, or "start – end" for an event of several days; null when unreadable. */
export function formatHomeDateRange(date: EventDate): string | null {
  const start = formatHomeDate(date.startDate);
  if (start === null) return null;
  const end = date.endDate && date.endDate !== date.startDate ? formatHomeDate(date.endDate) : null;
  return end === null ? start : `${start} – ${end}`;
}
