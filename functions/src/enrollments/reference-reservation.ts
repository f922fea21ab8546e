import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `referenceNumbers/{ref}`: one document per reference number ever handed out. create() refuses a
 * second one with the same id, which is what makes reference numbers unique without a transaction
 * (the embedded emulator does not isolate them: docs/decisions.md). It also lets the office find an
 * enrollment from the number a member reads out on the phone.
 */
export const referenceReservationSchema = z.object({
  enrollmentId: z.string(),
  uid: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type ReferenceReservation = z.infer<typeof referenceReservationSchema>;
