import { z } from 'zod';
import { todayInKolkata } from './calendar-days';
import { isoDateSchema } from './formats';

// A date of birth as every form of the site takes it (registration profile, enrollment, athlete):
// a real calendar day, before today in Maharashtra, at most 100 years ago. Each form brings its
// own texts so the message names its own field.

/** The age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = (tm ?? 0) > (bm ?? 0) || (tm === bm && (td ?? 0) >= (bd ?? 0));
  return (ty ?? 0) - (by ?? 0) - (hadBirthday ? 0 : 1);
}

/** The age of majority: below it a guardian acts and consents for the person. */
export const ADULT_AGE = 18;

/** True when a person born on `dateOfBirth` is 18 or over on `today` (Asia/Kolkata by default). */
export function isAdultOn(dateOfBirth: string, today: string = todayInKolkata()): boolean {
  return ageOn(dateOfBirth, today) >= ADULT_AGE;
}

export interface DateOfBirthTexts {
  required: string;
  invalid: string;
  future: string;
  tooOld: string;
}

export function dateOfBirthField(texts: DateOfBirthTexts) {
  return z
    .string({ error: texts.required })
    .min(1, { error: texts.required })
    .refine((value) => isoDateSchema.safeParse(value).success, {
      error: texts.invalid,
      abort: true,
    })
    .refine((value) => value < todayInKolkata(), { error: texts.future, abort: true })
    .refine((value) => ageOn(value, todayInKolkata()) <= 100, { error: texts.tooOld });
}
