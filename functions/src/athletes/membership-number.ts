import { randomInt } from 'node:crypto';
import { todayInKolkata } from '../contracts/calendar-days';
import { membershipNumberPattern } from '../contracts/athlete';

// MTA-2026-04817: the year the athlete joined (in Maharashtra), then five digits drawn with a
// CSPRNG. 100,000 numbers a year for an association of a few thousand athletes: a draw collides
// now and then, and the registry simply draws again.

export const MEMBERSHIP_DIGITS = 5;
const NUMBERS_PER_YEAR = 10 ** MEMBERSHIP_DIGITS;

/** A uniform index in [0, size): crypto.randomInt by default; tests pass their own. */
export type RandomIndex = (size: number) => number;

export function drawMembershipNumber(
  now: number,
  random: RandomIndex = (size) => randomInt(size),
): string {
  const year = todayInKolkata(new Date(now)).slice(0, 4);
  const digits = String(random(NUMBERS_PER_YEAR)).padStart(MEMBERSHIP_DIGITS, '0');
  return `MTA-${year}-${digits}`;
}

export const isMembershipNumber = (value: string) => membershipNumberPattern.test(value);
