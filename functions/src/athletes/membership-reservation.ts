import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `membershipNumbers/{MTA-<year>-<5 digits>}`: one document per number ever handed out. create()
 * refuses a second one with the same id, which keeps numbers unique without a transaction, and the
 * documents are never deleted, not even when the athlete is erased: a number is never reused, so
 * an old certificate or result can never point at someone else.
 */
export const membershipReservationSchema = z.object({
  athleteId: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type MembershipReservation = z.infer<typeof membershipReservationSchema>;
