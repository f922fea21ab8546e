import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `idempotencyKeys/{id}`: what one create sent with an Idempotency-Key answered, so a resend of it
 * gets the same answer instead of making a second record. The id is a hash of the endpoint, the
 * caller and the key; the answer is kept as JSON text (a flat field, whatever its shape). Kept
 * one day (contracts/retention.ts): a client resends within seconds.
 */
export const storedReplaySchema = z.object({
  uid: z.string(),
  endpoint: z.string(),
  /** sha256 of the request's body: the same key with another body is refused, never answered. */
  fingerprint: z.string(),
  state: z.enum(['pending', 'done']),
  status: z.number().int(),
  answer: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type StoredReplay = z.infer<typeof storedReplaySchema>;
