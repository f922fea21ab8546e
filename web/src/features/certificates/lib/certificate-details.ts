import type { PublicCertificate } from '@contracts/certificate';
import type { CertificateTokenPayload } from '@contracts/certificate-token';
import { rankSchema } from '@contracts/ranks';

// A certificate as the screens show it: the register's public record, or what a checked token says
// (the same facts, fewer of them). One shape, so the wording does not care where it came from.

export type CertificateDetails = Omit<PublicCertificate, 'status'> &
  Partial<Pick<PublicCertificate, 'status'>>;

/** What a good token certifies, as details. */
export function detailsFromToken(payload: CertificateTokenPayload): CertificateDetails {
  const base = { number: payload.n, kind: payload.k, holderName: payload.h, issuedOn: payload.d };
  if (payload.k === 'championship') return { ...base, result: payload.r };
  if (payload.k === 'membership') return { ...base, membershipNumber: payload.r };
  // A rank this build does not know (a newer build's) is shown as written.
  const rank = rankSchema.safeParse(payload.r);
  return rank.success ? { ...base, rank: rank.data } : { ...base, result: payload.r };
}
