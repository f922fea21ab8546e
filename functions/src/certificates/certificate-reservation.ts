import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `certificateNumbers/{number}`: the number is taken. Reserved with create() before the
 * certificate is written (certificate-registry.ts); never deleted, so a number is never reused.
 */
export const certificateReservationSchema = z.object({ createdAt: z.instanceof(Timestamp) });
export type CertificateReservation = z.infer<typeof certificateReservationSchema>;
