// The examinations take place in Maharashtra: their days are India's days, wherever the page is
// read or prerendered, so the static HTML and the hydrated page always agree.
const TIME_ZONE = 'Asia/Kolkata';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayOfMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: TIME_ZONE });
const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: TIME_ZONE });

/** Noon in India on an ISO calendar date, so no time zone can move it to another day. */
const atIndianNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`);

export interface ExamDateParts {
  /** '23 February 2025' (spec §9: en-IN long format outside the home page). */
  long: string;
  /** '23' and 'Feb', for the calendar badge of a card. */
  day: string;
  month: string;
}

/** Spec §8: a date that cannot be read is shown as 'TBA'. */
export function examDateParts(isoDate: string): ExamDateParts {
  const date = atIndianNoon(isoDate);
  if (Number.isNaN(date.getTime())) return { long: 'TBA', day: 'TBA', month: '' };
  return {
    long: longDate.format(date),
    day: dayOfMonth.format(date),
    month: shortMonth.format(date),
  };
}
