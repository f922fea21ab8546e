import { randomInt } from 'node:crypto';
import { todayInKolkata } from '../contracts/calendar-days';

// Certificate numbers: MTA-C-<year of issue>-<6 random digits>. Random, not counted, so a number
// reveals nothing about how many were issued and cannot be guessed from a neighbour's. Uniqueness
// comes from create() of the certificate document (issue-certificates.ts).

export type RandomIndex = (max: number) => number;

export function drawCertificateNumber(now: number, random: RandomIndex = randomInt): string {
  const year = todayInKolkata(new Date(now)).slice(0, 4);
  return `MTA-C-${year}-${String(random(1_000_000)).padStart(6, '0')}`;
}
