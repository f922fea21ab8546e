import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `championshipAwards/{eventId}__{divisionId}__v{version}`: the medals of one division as its
 * certificates were issued, one document per outcome (a corrected final adds the next version).
 * Created with create(), so two calls for the same outcome cannot both issue certificates: the
 * second collides on the version's id. Entry ids and certificate numbers only: the entries and
 * the certificates carry the people.
 */
export const medalKinds = ['gold', 'silver', 'bronze'] as const;
export const medalKindSchema = z.enum(medalKinds);
export type MedalKind = z.infer<typeof medalKindSchema>;

export const storedAwardSchema = z.object({
  eventId: z.string(),
  divisionId: z.string(),
  version: z.number().int().positive(),
  medals: z.array(
    z.object({
      entryId: z.string(),
      medal: medalKindSchema,
      /** null when the athlete's record is gone (erased): no certificate to issue. */
      certificateNumber: z.string().nullable(),
    }),
  ),
  awardedByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type StoredAward = z.infer<typeof storedAwardSchema>;

export function awardId(eventId: string, divisionId: string, version: number): string {
  return `${eventId}__${divisionId}__v${version}`;
}
