import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  certificateKindSchema,
  certificateStatusSchema,
  type MemberCertificate,
  type PublicCertificate,
} from '../contracts/certificate';
import { rankSchema } from '../contracts/ranks';

/**
 * `certificates/{number}` as stored, written whole by the server only. `athleteId` is null once
 * the athlete is erased: the certificate stays verifiable, holding neither the name (NAME_WITHHELD)
 * nor the token, which carries it.
 */
export const storedCertificateSchema = z.object({
  kind: certificateKindSchema,
  athleteId: z.string().nullable(),
  holderName: z.string(),
  rank: rankSchema.nullable(),
  result: z.string().nullable(),
  eventTitle: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  /** The grading or championship that issued it. */
  sourceId: z.string().nullable(),
  issuedOn: z.string(),
  status: certificateStatusSchema,
  statusChangedOn: z.string().nullable(),
  revokedReason: z.string().nullable(),
  token: z.string().nullable(),
  kid: z.string(),
  issuedByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
});
export type StoredCertificate = z.infer<typeof storedCertificateSchema>;

export function toPublicCertificate(number: string, stored: StoredCertificate): PublicCertificate {
  return {
    number,
    kind: stored.kind,
    holderName: stored.holderName,
    ...(stored.rank !== null && { rank: stored.rank }),
    ...(stored.result !== null && { result: stored.result }),
    ...(stored.eventTitle !== null && { eventTitle: stored.eventTitle }),
    ...(stored.membershipNumber !== null && { membershipNumber: stored.membershipNumber }),
    issuedOn: stored.issuedOn,
    status: stored.status,
    ...(stored.statusChangedOn !== null && { statusChangedOn: stored.statusChangedOn }),
    ...(stored.revokedReason !== null && { revokedReason: stored.revokedReason }),
  };
}

/** Only for a certificate that still belongs to an athlete (and so still has its token). */
export function toMemberCertificate(
  number: string,
  stored: StoredCertificate & { athleteId: string; token: string },
): MemberCertificate {
  return {
    ...toPublicCertificate(number, stored),
    athleteId: stored.athleteId,
    token: stored.token,
  };
}
