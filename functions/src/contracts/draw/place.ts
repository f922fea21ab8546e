import type { DrawEntry } from './types';
import { pickSome, shuffled, type RandomStream } from './random';
import { byCodeUnits } from './hash';

// Placing a division's entries into the first-round matches, keeping clubs apart.
//
// The bracket is split in two halves, each half in two quarters, and so on down to single
// matches. At every split each club's athletes are shared out as evenly as they can be: a club
// with 5 athletes sends 2 to one side and 3 to the other. Which side takes the odd one, and which
// of the club's athletes go where, is decided by the seeded random stream. Splitting evenly at
// every level is what keeps teammates in opposite halves, then quarters, and — once a club has no
// more athletes than the bracket has first-round matches (always so when it holds no more than
// half the entries) — never in the same first-round bout.

type Pools = Map<string, DrawEntry[]>;

function total(capacities: readonly number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += capacities[i] as number;
  return sum;
}

/** Splits pools (club → athletes) into one of `leftCount` athletes and the rest, evenly per club. */
function splitPools(pools: Pools, leftCount: number, random: RandomStream): [Pools, Pools] {
  const left: Pools = new Map();
  const right: Pools = new Map();
  const odd: string[] = [];
  let leftTaken = 0;
  for (const [club, athletes] of pools) {
    const half = Math.floor(athletes.length / 2);
    left.set(club, athletes.slice(0, half));
    right.set(club, athletes.slice(half));
    leftTaken += half;
    if (athletes.length % 2 === 1) odd.push(club);
  }
  // The odd athlete of `extra` clubs, picked at random, goes left instead of right.
  const extra = leftCount - leftTaken;
  // Never so with the standard bye positions (sibling parts differ by at most one bye).
  if (extra < 0 || extra > odd.length) throw new Error('The bracket halves cannot be balanced');
  for (const club of pickSome(odd, extra, random)) {
    const rest = right.get(club) as DrawEntry[];
    (left.get(club) as DrawEntry[]).push(rest[0] as DrawEntry);
    right.set(club, rest.slice(1));
  }
  return [left, right];
}

function flatten(pools: Pools): DrawEntry[] {
  return [...pools.values()].flat();
}

function fill(
  pools: Pools,
  capacities: readonly number[],
  from: number,
  to: number,
  random: RandomStream,
  out: (DrawEntry | null)[][],
): void {
  if (to - from === 1) {
    const athletes = flatten(pools);
    const [red, blue] = athletes.length === 2 ? shuffled(athletes, random) : athletes;
    out[from] = [red ?? null, blue ?? null];
    return;
  }
  const middle = (from + to) / 2;
  const [left, right] = splitPools(pools, total(capacities, from, middle), random);
  fill(left, capacities, from, middle, random, out);
  fill(right, capacities, middle, to, random, out);
}

/**
 * The red and blue athlete of every first-round match (blue null for a bye). `capacities` says
 * how many athletes each match takes; its length is a power of two and its sum the entry count.
 */
export function placeEntries(
  entries: readonly DrawEntry[],
  capacities: readonly number[],
  random: RandomStream,
): (DrawEntry | null)[][] {
  const sorted = [...entries].sort((a, b) => byCodeUnits(a.entryId, b.entryId));
  const clubs = [...new Set(sorted.map((entry) => entry.clubId))].sort(byCodeUnits);
  const pools: Pools = new Map();
  for (const club of clubs) {
    const members = sorted.filter((entry) => entry.clubId === club);
    pools.set(club, shuffled(members, random));
  }
  const out: (DrawEntry | null)[][] = [];
  fill(pools, capacities, 0, capacities.length, random, out);
  return out;
}
