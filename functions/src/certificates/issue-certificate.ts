import { Timestamp } from 'firebase-admin/firestore';
import type { CertificateKind } from '../contracts/certificate';
import type { CertificateTokenPayload } from '../contracts/certificate-token';
import { todayInKolkata } from '../contracts/calendar-days';
import type { RankId } from '../contracts/ranks';
import { siteOrigin } from '../calendar/calendar-config';
import { signingUnavailable } from './certificate-errors';
import { reserveCertificateNumbers } from './certificate-registry';
import { signCertificateToken } from './sign-token';
import { certificateKeys, type CertificateKeys } from './signing-keys';
import type { StoredCertificate } from './stored-certificate';

// Making certificates: numbers reserved, the payload signed, the document built. The caller writes
// the documents in the same batch as what they certify (a rank, a medal) and its audit entry.
// Championship certificates are issued with the same function (kind `championship`).

export interface CertificateRequest {
  kind: CertificateKind;
  athleteId: string;
  holderName: string;
  rank?: RankId;
  /** Championship: e.g. "Gold, Junior Male −55 kg". */
  result?: string;
  eventTitle?: string;
  membershipNumber?: string;
  sourceId?: string;
  issuedByUid: string;
}

export interface PreparedCertificate {
  number: string;
  data: StoredCertificate;
}

/** The signed line of the token: what the QR code carries (no date of birth, no contact). */
function tokenPayload(
  number: string,
  request: CertificateRequest,
  issuedOn: string,
): CertificateTokenPayload {
  const detail =
    request.kind === 'rank'
      ? request.rank
      : request.kind === 'membership'
        ? request.membershipNumber
        : request.result;
  return {
    n: number,
    k: request.kind,
    h: request.holderName,
    r: detail ?? '',
    d: issuedOn,
    iss: siteOrigin() ?? '',
  };
}

/** The keys, or 503 before anything is written. */
export function requireKeys(): CertificateKeys {
  const keys = certificateKeys();
  if (!keys) throw signingUnavailable();
  return keys;
}

/** Certificates for `requests`, numbered and signed, ready to be written with batch.set. */
export async function prepareCertificates(
  requests: readonly CertificateRequest[],
  now = Date.now(),
  keys: CertificateKeys = requireKeys(),
): Promise<PreparedCertificate[]> {
  if (requests.length === 0) return [];
  const issuedOn = todayInKolkata(new Date(now));
  const numbers = await reserveCertificateNumbers(requests.length, now);
  const at = Timestamp.fromMillis(now);
  return Promise.all(
    requests.map(async (request, index) => {
      const number = numbers[index] as string;
      const token = await signCertificateToken(
        tokenPayload(number, request, issuedOn),
        keys.signer,
      );
      const data: StoredCertificate = {
        kind: request.kind,
        athleteId: request.athleteId,
        holderName: request.holderName,
        rank: request.rank ?? null,
        result: request.result ?? null,
        eventTitle: request.eventTitle ?? null,
        membershipNumber: request.membershipNumber ?? null,
        sourceId: request.sourceId ?? null,
        issuedOn,
        status: 'valid',
        statusChangedOn: null,
        revokedReason: null,
        token,
        kid: keys.signer.kid,
        issuedByUid: request.issuedByUid,
        createdAt: at,
        updatedAt: at,
      };
      return { number, data };
    }),
  );
}
