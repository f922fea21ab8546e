import { athleteListResponseSchema, type Athlete } from '@contracts/athlete';
import {
  certificateVerifyResponseSchema,
  memberCertificateListResponseSchema,
  memberCertificateResponseSchema,
  publicCertificateResponseSchema,
  type CertificateVerifyAnswer,
  type MemberCertificate,
  type PublicCertificate,
} from '@contracts/certificate';
import { rankHistoryResponseSchema, type RankHistoryEntry } from '@contracts/grading';
import { get, post } from '@/lib/api-client';
import { isApiError } from '@/lib/api-errors';

// The certificate calls of the public check and of the member's screens. The public ones are sent
// without the member's token: anyone may make them, and the answer is the same for everyone.

/** A short wait: a visitor at a venue would rather see "status unknown" than a spinner. */
const PUBLIC_TIMEOUT_MS = 8_000;

/** GET /api/certificates/{number}: the public record, or null for a number never issued. */
export async function fetchCertificate(
  number: string,
  signal?: AbortSignal,
): Promise<PublicCertificate | null> {
  try {
    const answer = await get(`/certificates/${encodeURIComponent(number)}`, {
      schema: publicCertificateResponseSchema,
      anonymous: true,
      signal,
      timeoutMs: PUBLIC_TIMEOUT_MS,
    });
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/certificates/verify: signature, key and the register's status, by the server. */
export async function verifyTokenOnline(token: string): Promise<CertificateVerifyAnswer> {
  const answer = await post(
    '/certificates/verify',
    { token },
    { schema: certificateVerifyResponseSchema, anonymous: true, timeoutMs: PUBLIC_TIMEOUT_MS },
  );
  return answer.data;
}

/** GET /api/certificates: the certificates of the member's athletes, with their tokens. */
export async function fetchMyCertificates(signal?: AbortSignal): Promise<MemberCertificate[]> {
  return (await get('/certificates', { schema: memberCertificateListResponseSchema, signal })).data;
}

/** GET /api/athletes/{id}/ranks: the athlete's rank history, oldest first. */
export async function fetchRankHistory(
  athleteId: string,
  signal?: AbortSignal,
): Promise<RankHistoryEntry[]> {
  const path = `/athletes/${encodeURIComponent(athleteId)}/ranks`;
  return (await get(path, { schema: rankHistoryResponseSchema, signal })).data;
}

/** GET /api/athletes: the athletes the member guards or is, whose ranks the profile shows. */
export async function fetchGuardedAthletes(signal?: AbortSignal): Promise<Athlete[]> {
  return (await get('/athletes', { schema: athleteListResponseSchema, signal })).data;
}

/** POST /api/athletes/{id}/membership-certificate: the athlete's valid membership card, issued if none. */
export async function issueMembershipCard(athleteId: string): Promise<MemberCertificate> {
  const path = `/athletes/${encodeURIComponent(athleteId)}/membership-certificate`;
  return (await post(path, {}, { schema: memberCertificateResponseSchema })).data;
}
