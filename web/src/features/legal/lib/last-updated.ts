import { todayInKolkata } from '@contracts/calendar-days';
import { formatLongDate } from '@/lib/dates';

export interface LastUpdated {
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** en-IN long, e.g. "24 November 2026". */
  label: string;
}

/** Legal pages: the 'Last Updated' line shows today's date, the day as it is in India. */
export function lastUpdatedOn(now: Date): LastUpdated {
  const iso = todayInKolkata(now);
  return { iso, label: formatLongDate(iso) };
}
