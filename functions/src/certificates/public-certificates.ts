import { takeClientSlot } from '../limits/client-throttle';
import {
  certificateMessages as m,
  NAME_WITHHELD,
  type CertificateVerifyAnswer,
  type PublicCertificate,
} from '../contracts/certificate';
import {
  checkCertificateToken,
  type CertificateTokenPayload,
} from '../contracts/certificate-token';
import { certificateNotFound } from './certificate-errors';
import { readCertificate } from './certificate-repository';
import { certificateKeys } from './signing-keys';
import { toPublicCertificate, type StoredCertificate } from './stored-certificate';

// The two public certificate routes: look one up by number, and check a token. Both are throttled
// per client address; bad input is an answer (404, or `valid: false` with a reason), never a 500.

/** One slot of the client's look-ups, or 429 with Retry-After. */
export async function throttleLookup(address: string, now = Date.now()): Promise<void> {
  await takeClientSlot({
    throttle: 'certificateLookupPerAddress',
    address,
    now,
    code: 'rate-limit/too-many-certificate-checks',
    message: m.tooManyLookups,
  });
}

/** GET /api/certificates/{number}: a malformed number is as unknown as a missing one. */
export async function readPublicCertificate(rawNumber: string): Promise<PublicCertificate> {
  const number = rawNumber.trim().toUpperCase();
  const stored = await readCertificate(number);
  if (!stored) throw certificateNotFound();
  return toPublicCertificate(number, stored);
}

/**
 * Whether the signed payload says what the register holds. An erased athlete's certificate no
 * longer holds the name or the membership number: only what is left is compared.
 */
function matchesRegister(payload: CertificateTokenPayload, stored: StoredCertificate): boolean {
  if (payload.k !== stored.kind || payload.d !== stored.issuedOn) return false;
  if (stored.holderName === NAME_WITHHELD) return stored.rank === null || payload.r === stored.rank;
  const detail = stored.rank ?? stored.membershipNumber ?? stored.result ?? '';
  return payload.r === detail && payload.h === stored.holderName;
}

/**
 * POST /api/certificates/verify: valid only for a good signature by a published key AND a
 * certificate in the register whose status is valid.
 */
export async function verifyToken(token: string): Promise<CertificateVerifyAnswer> {
  const jwks = certificateKeys()?.jwks ?? { keys: [] };
  const check = await checkCertificateToken(token, jwks);
  if (!check.ok) return { valid: false, reason: check.reason };
  const number = check.payload.n;
  const stored = await readCertificate(number);
  if (!stored) return { valid: false, number, reason: 'unknown-certificate' };
  const certificate = toPublicCertificate(number, stored);
  const { status } = stored;
  if (!matchesRegister(check.payload, stored)) {
    return { valid: false, number, status, reason: 'mismatch', certificate };
  }
  if (status !== 'valid') return { valid: false, number, status, reason: status, certificate };
  return { valid: true, number, status, certificate };
}
