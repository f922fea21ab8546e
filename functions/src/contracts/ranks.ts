import { z } from 'zod';

// The association's rank order, lowest first: the eleven coloured belts (kup grades) of the
// association's grading syllabus, then the nine black-belt degrees (dan). One list for the whole
// code: the programs page's belt chart, an athlete's current rank, gradings and certificates.
// A rank's position in this list is its order; nothing else encodes it.

export const beltIds = [
  'white',
  'yellow',
  'yellow-green',
  'green',
  'green-blue',
  'blue',
  'blue-red',
  'red',
  'red-advanced',
  'red-black',
  'black',
] as const;
export type BeltId = (typeof beltIds)[number];

export const danIds = [
  'dan-1',
  'dan-2',
  'dan-3',
  'dan-4',
  'dan-5',
  'dan-6',
  'dan-7',
  'dan-8',
  'dan-9',
] as const;

export const rankIds = [...beltIds, ...danIds] as const;
export const rankSchema = z.enum(rankIds);
export type RankId = z.infer<typeof rankSchema>;

/** Every new athlete starts here. */
export const FIRST_RANK: RankId = 'white';

/** The rank's position in the order (0 = white); higher is senior. */
export function rankOrder(rank: RankId): number {
  return rankIds.indexOf(rank);
}
