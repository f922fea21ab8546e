import type { SlotRecord, SlotStore } from '../limits/slot-limiter';

/**
 * The limiter's storage in memory, with Firestore's create() semantics: the check and the insert
 * happen in one synchronous step, so of many simultaneous creates of one id exactly one wins, as
 * on Firestore. Each call yields first, so parallel callers really interleave.
 */
export class MemorySlotStore implements SlotStore {
  readonly slots = new Map<string, SlotRecord>();
  creates = 0;

  async create(id: string, slot: SlotRecord): Promise<boolean> {
    await Promise.resolve();
    this.creates++;
    if (this.slots.has(id)) return false;
    this.slots.set(id, slot);
    return true;
  }

  async holderOf(id: string): Promise<string | undefined> {
    await Promise.resolve();
    return this.slots.get(id)?.holder;
  }

  async takenAt(id: string): Promise<number | undefined> {
    await Promise.resolve();
    return this.slots.get(id)?.at;
  }

  async remove(ids: readonly string[]): Promise<void> {
    await Promise.resolve();
    for (const id of ids) this.slots.delete(id);
  }
}
