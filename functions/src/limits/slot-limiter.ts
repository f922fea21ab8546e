// Exact limits under bursts without a transaction (the embedded emulator's transactions do not
// isolate, docs/decisions.md, 'Exact limits without transactions'). Each use of a limited action
// takes a slot document whose id is `<key>:<window>:<n>`, created with create() for n = 1, 2, … up
// to the limit. create() is atomic on every Firestore (and on the embedded emulator): of any number
// of simultaneous calls for one id exactly one succeeds, so however many requests race, at most
// `limit` slots exist per window. ALREADY_EXISTS on slot n means "taken, try n + 1"; none left
// means refuse until the window ends.
//
// Windows are fixed (aligned to the epoch), not rolling: a burst that straddles a boundary can use
// two windows' worth. That is the price of a limit that needs no read of earlier uses.

export interface SlotLimit {
  /** At most this many uses… */
  limit: number;
  /** …per key within each window of this length. */
  windowMs: number;
}

export interface SlotRequest {
  /** What is limited and for whom, e.g. `signup:<hash of the IP>`; a valid document-id part. */
  key: string;
  limit: SlotLimit;
  now: number;
  /**
   * Set when a retry of the same thing may reuse the slot it took before (an enrollment id): a
   * taken slot is read and, if its holder is this one, granted again instead of costing another.
   */
  holder?: string;
}

export type SlotOutcome =
  | { granted: true; id: string; n: number; window: number }
  | { granted: false; retryAfterSeconds: number };

/** What the limiter needs from storage; Firestore's is in slot-store.ts, tests pass a fake. */
export interface SlotStore {
  /** create(): true when this call made the document, false when it already existed. */
  create(id: string, slot: SlotRecord): Promise<boolean>;
  /** The holder of a slot, or undefined when it is gone. */
  holderOf(id: string): Promise<string | undefined>;
  /** When the slot was taken (epoch ms), or undefined when it is gone. */
  takenAt(id: string): Promise<number | undefined>;
  /** Deletes these slots; absent ones are fine. */
  remove(ids: readonly string[]): Promise<void>;
}

export interface SlotRecord {
  key: string;
  window: number;
  n: number;
  at: number;
  holder: string;
  /** Epoch ms after which nobody reads the slot again (see limit-slot.ts). */
  expireAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function windowOf(now: number, limit: SlotLimit): number {
  return Math.floor(now / limit.windowMs);
}

/** Epoch ms at which `window` ends and its slots stop counting. */
export function windowEnd(window: number, limit: SlotLimit): number {
  return (window + 1) * limit.windowMs;
}

export function slotId(key: string, window: number, n: number): string {
  return `${key}:${window}:${n}`;
}

/** Whole seconds until the window ends, at least 1: the refusal's Retry-After. */
export function secondsUntilWindowEnd(now: number, limit: SlotLimit): number {
  return Math.max(1, Math.ceil((windowEnd(windowOf(now, limit), limit) - now) / 1000));
}

/** Every slot id of the key's current window, 1…limit (for a reset, e.g. after a good login). */
export function slotIdsOfWindow(key: string, now: number, limit: SlotLimit): string[] {
  const window = windowOf(now, limit);
  return Array.from({ length: limit.limit }, (_, index) => slotId(key, window, index + 1));
}

/** Takes the lowest free slot of the key's current window, or says when to try again. */
export async function reserveSlot(store: SlotStore, request: SlotRequest): Promise<SlotOutcome> {
  const { key, limit, now, holder = '' } = request;
  const window = windowOf(now, limit);
  const expireAt = windowEnd(window, limit) + DAY_MS;
  // One at a time on purpose: slot n is only tried once n - 1 is known taken, so slots fill from
  // 1 and "n" is the count of uses so far (the login delay relies on it).
  for (let n = 1; n <= limit.limit; n++) {
    const id = slotId(key, window, n);
    if (await store.create(id, { key, window, n, at: now, holder, expireAt })) {
      return { granted: true, id, n, window };
    }
    if (holder !== '' && (await store.holderOf(id)) === holder) {
      return { granted: true, id, n, window };
    }
  }
  return { granted: false, retryAfterSeconds: secondsUntilWindowEnd(now, limit) };
}
