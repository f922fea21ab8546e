// The shape of a single-elimination bracket before anyone is placed in it: its size, which
// first-round matches are byes, and the ids of its matches.

/** The smallest power of two holding `entryCount` athletes (2 for two or fewer). */
export function bracketSize(entryCount: number): number {
  let size = 2;
  while (size < entryCount) size *= 2;
  return size;
}

/** Rounds of a bracket of this size: 2 → 1 (the final alone), 4 → 2, 8 → 3 … */
export function roundCount(size: number): number {
  return Math.round(Math.log2(size));
}

/**
 * The standard seeding order of a bracket (as every tournament sheet prints it): for 8 places,
 * 1 8 4 5 2 7 3 6. Seed s meets seed size + 1 − s in the first round, and the seeds 1 … k are
 * spread as evenly as they can be over the halves, quarters and eighths of the bracket.
 */
export function seedingOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/**
 * How many athletes each first-round match takes: 2 for a bout, 1 for a bye. Byes sit where the
 * standard order puts the places of the highest seed numbers, which are absent: seed s (s ≤ byes)
 * has no opponent. The byes are thereby spread evenly, never bunched in one part of the bracket.
 * The athlete of a bye match is always its red side.
 */
export function firstRoundCapacities(entryCount: number): number[] {
  const size = bracketSize(entryCount);
  const order = seedingOrder(size);
  const capacities: number[] = [];
  for (let i = 0; i < size; i += 2) capacities.push((order[i + 1] as number) > entryCount ? 1 : 2);
  return capacities;
}

/** The id of a match: `<divisionId>.r<round>.m<position>`. */
export function matchId(divisionId: string, round: number, position: number): string {
  return `${divisionId}.r${round}.m${position}`;
}

/** Where the winner of a match goes: the next round's match ⌈position/2⌉, red from an odd one. */
export function nextSlot(
  round: number,
  position: number,
): { round: number; position: number; side: 'red' | 'blue' } {
  return {
    round: round + 1,
    position: Math.ceil(position / 2),
    side: position % 2 === 1 ? 'red' : 'blue',
  };
}
