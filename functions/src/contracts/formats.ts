import { z } from 'zod';

// String formats shared by stored documents and API payloads. Dates are calendar days without a time
// zone ('YYYY-MM-DD'), so they sort correctly as strings and mean the same day everywhere.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const isoDateSchema = z
  .string()
  .refine(isRealCalendarDay, { message: 'Must be a date in the form YYYY-MM-DD' });

export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time in the form HH:mm' });

/** A path on this site, e.g. /images/events/tournament.svg (never another origin or a script URL). */
export const sitePathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, { message: 'Must be a path on this site starting with /' });
