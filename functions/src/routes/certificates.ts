import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import type {
  CertificateVerifyAnswer,
  MemberCertificate,
  PublicCertificate,
} from '../contracts/certificate';
import type { RankHistoryEntry } from '../contracts/grading';
import { listMyCertificates, membershipCertificate } from '../certificates/member-certificates';
import {
  readPublicCertificate,
  throttleLookup,
  verifyToken,
} from '../certificates/public-certificates';
import { readRankHistoryFor } from '../gradings/rank-history';
import { route } from '../http/endpoint-route';
import type { HeaderValue, RouteDefinition } from '../http/types';
import { clientAddress } from '../limits/client-address';

// Certificates and ranks as families and strangers see them. The two public routes need no
// sign-in and are throttled per client; the rest are a guardian's (or the office's, or the club
// coach's, for the rank history), with the same 404 for anyone else as for nothing at all.

const clientOf = (headers: Record<string, HeaderValue>) =>
  clientAddress(headers['x-forwarded-for']);

export const certificateRoutes: RouteDefinition[] = [
  route('getCertificate', async ({ params, headers }) => {
    await throttleLookup(clientOf(headers));
    const body: ApiItemResponse<PublicCertificate> = {
      success: true,
      data: await readPublicCertificate(params.number ?? ''),
    };
    return { body };
  }),
  route('verifyCertificate', async ({ input, headers }) => {
    await throttleLookup(clientOf(headers));
    const body: ApiItemResponse<CertificateVerifyAnswer> = {
      success: true,
      data: await verifyToken(input.body.token),
    };
    return { body };
  }),
  route('myCertificates', async ({ caller }) => {
    const certificates = await listMyCertificates(caller.uid);
    const body: ApiListResponse<MemberCertificate> = {
      success: true,
      count: certificates.length,
      data: certificates,
    };
    return { body };
  }),
  route('issueMembershipCertificate', async ({ caller, params }) => {
    const body: ApiItemResponse<MemberCertificate> = {
      success: true,
      data: await membershipCertificate(caller, params.id ?? ''),
    };
    return { body };
  }),
  route('athleteRanks', async ({ caller, params }) => {
    const history = await readRankHistoryFor(caller, params.id ?? '');
    const body: ApiListResponse<RankHistoryEntry> = {
      success: true,
      count: history.length,
      data: history,
    };
    return { body };
  }),
];
