import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `passwordResetRequests/{sha256(email)}`: when reset mails were last queued for an address. Keyed by
 * a hash so the collection holds no addresses, not even of people without an account.
 */
export const resetRequestLogSchema = z.object({
  /** Epoch milliseconds of the mails queued within the last window, oldest first. */
  sentAt: z.array(z.number()).catch([]),
  /** For a Firestore TTL policy in production: the log is useless after its window. */
  expiresAt: z.instanceof(Timestamp).optional().catch(undefined),
});
export type ResetRequestLog = z.infer<typeof resetRequestLogSchema>;
