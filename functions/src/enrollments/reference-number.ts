import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '../contracts/enrollment';
import { todayInKolkata } from '../contracts/calendar-days';

// MTA-2026-7K3M9Q: the year the member enrolled (in Maharashtra), then six characters drawn with a
// CSPRNG from an alphabet without 0/O and 1/I, so it can be read out over the phone. 32^6 ≈ 1.07
// billion per year: unguessable, and collisions are rare enough that "draw again" always ends.

export const REFERENCE_CODE_LENGTH = 6;

/** A uniform index in [0, size): crypto.randomInt by default; tests pass their own. */
export type RandomIndex = (size: number) => number;

/** The calendar year in Asia/Kolkata at `now`, so 31 Dec 23:00 UTC already counts as next year. */
export function referenceYear(now: number): string {
  return todayInKolkata(new Date(now)).slice(0, 4);
}

export function drawReferenceNumber(
  now: number,
  random: RandomIndex = (size) => randomInt(size),
): string {
  let code = '';
  for (let i = 0; i < REFERENCE_CODE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  }
  return `MTA-${referenceYear(now)}-${code}`;
}
