import type { CertificateStatus } from '@contracts/certificate';
import { fetchCertificate, verifyTokenOnline } from '@/features/certificates/api/certificates-api';
import { isApiError } from '@/lib/api-errors';
import { detailsFromToken, type CertificateDetails } from './certificate-details';

// The certificate check from start to answer: the token's signature in the browser first (works
// offline), then, with a connection, the association's register for the status. A typed number can
// only be looked up in the register.

export type Verdict =
  | CertificateStatus
  /** Signature good, status unknown: no connection. */
  | 'offline'
  | 'notGenuine'
  | 'unknownNumber'
  | 'numberOffline'
  | 'unsupported'
  | 'tooMany'
  | 'failed';

export interface Verification {
  verdict: Verdict;
  details?: CertificateDetails;
  /** The signature was checked on this device. */
  signatureChecked: boolean;
  /** The status came from the association's register. */
  fromRegister: boolean;
  /** The number the outcome is about, for the wording. */
  number?: string;
}

/** What a failed register call means for the visitor. */
function registerFailure(error: unknown, noAnswer: Verdict): Verdict {
  if (!isApiError(error)) return 'failed';
  if (error.status === 429) return 'tooMany';
  return error.isNoResponse ? noAnswer : 'failed';
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The token's signature and content, checked on this device; no network. A genuine token's verdict
 * is `offline` until the register has given its status (`withRegisterStatus`).
 */
export async function checkTokenHere(token: string): Promise<Verification> {
  const { checkToken } = await import('./verify-token');
  const check = await checkToken(token);
  if (!check.ok && check.reason !== 'unsupported') {
    return { verdict: 'notGenuine', signatureChecked: true, fromRegister: false };
  }
  const details = check.ok ? detailsFromToken(check.payload) : undefined;
  return {
    verdict: check.ok ? 'offline' : 'unsupported',
    details,
    signatureChecked: check.ok,
    fromRegister: false,
    number: details?.number,
  };
}

/** Whether asking the register is worth it: not after a refusal, not with no network at all. */
export const needsRegister = (local: Verification) => local.verdict !== 'notGenuine' && online();

/** The register's status for a token already checked here. Never throws. */
export async function withRegisterStatus(
  token: string,
  local: Verification,
): Promise<Verification> {
  try {
    const answer = await verifyTokenOnline(token);
    const verdict: Verdict =
      answer.status ?? (answer.reason === 'unknown-certificate' ? 'unknownNumber' : 'notGenuine');
    return {
      ...local,
      verdict,
      details: answer.certificate ?? local.details,
      fromRegister: true,
      number: answer.number ?? local.number,
    };
  } catch (error) {
    return { ...local, verdict: registerFailure(error, local.verdict) };
  }
}

/** Looks a typed number up in the register. Never throws. */
export async function verifyNumber(number: string): Promise<Verification> {
  const base = { signatureChecked: false, number };
  if (!online()) return { ...base, verdict: 'numberOffline', fromRegister: false };
  try {
    const details = await fetchCertificate(number);
    if (!details) return { ...base, verdict: 'unknownNumber', fromRegister: true };
    return { ...base, verdict: details.status, details, fromRegister: true };
  } catch (error) {
    return { ...base, verdict: registerFailure(error, 'numberOffline'), fromRegister: false };
  }
}
