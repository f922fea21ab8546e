import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * A `mail/{id}` document in the shape Firebase's Trigger Email extension sends: installing the
 * extension in production is all it takes to deliver it. Locally nothing sends it; the
 * document itself is what tests and developers look at.
 */
export const outgoingMailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  createdAt: z.instanceof(Timestamp),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;
export type MailMessage = OutgoingMail['message'];
