import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { MalformedDocumentError } from '../db/zod-converter';
import type { SlotRecord, SlotStore } from './slot-limiter';

/** A healthy create or read takes milliseconds; past this, the caller hears "unavailable". */
const DEADLINE_MS = 5_000;

async function readSlot(id: string) {
  const snapshot = await withDeadline(
    collections.limitSlots().doc(id).get(),
    DEADLINE_MS,
    'Read limit slot',
  );
  // A slot edited by hand into something unreadable still counts as taken (by nobody we know).
  return snapshot.exists ? snapshot.data() : undefined;
}

/**
 * The limiter's storage: the `limitSlots` collection (rules deny every client: the browser never
 * reads Firestore).
 */
export const firestoreSlotStore: SlotStore = {
  async create(id: string, slot: SlotRecord): Promise<boolean> {
    try {
      const stored = { ...slot, expireAt: Timestamp.fromMillis(slot.expireAt) };
      await withDeadline(
        collections.limitSlots().doc(id).create(stored),
        DEADLINE_MS,
        'Take limit slot',
      );
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  },
  async holderOf(id: string): Promise<string | undefined> {
    return (await readSlot(id).catch(rethrowUnlessMalformed))?.holder;
  },
  async takenAt(id: string): Promise<number | undefined> {
    return (await readSlot(id).catch(rethrowUnlessMalformed))?.at;
  },
  async remove(ids: readonly string[]): Promise<void> {
    const slots = collections.limitSlots();
    await withDeadline(
      Promise.all(ids.map((id) => slots.doc(id).delete())),
      DEADLINE_MS,
      'Free limit slots',
    );
  },
};

function rethrowUnlessMalformed(error: unknown): undefined {
  if (error instanceof MalformedDocumentError) return undefined;
  throw error;
}
