import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `limitSlots/{key}:{window}:{n}`: one use of a limited action (a sign-up, a failed login, an
 * enrollment…). The document id is what makes a limit exact (slot-limiter.ts); the fields are for
 * people reading the console and for the growing login delay (`at`).
 *
 * Old windows are never read again. `expireAt` (the window's end plus a day, so a slot is never
 * deleted while its window can still count it) is the field of a Firestore TTL policy declared in
 * firestore.indexes.json (fieldOverrides, `ttl: true`): Firestore deletes expired slots itself,
 * typically within a day of `expireAt`. The emulators have no TTL: locally slots simply stay.
 */
export const limitSlotSchema = z.object({
  key: z.string(),
  window: z.number(),
  n: z.number(),
  /** Epoch ms when the slot was taken. */
  at: z.number(),
  /** Who holds it when a retry of the same thing may reuse it (e.g. an enrollment id); '' if none. */
  holder: z.string(),
  expireAt: z.instanceof(Timestamp),
});
export type LimitSlot = z.infer<typeof limitSlotSchema>;
