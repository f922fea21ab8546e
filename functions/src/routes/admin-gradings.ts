import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import type { PublicCertificate } from '../contracts/certificate';
import type {
  Grading,
  GradingDetail,
  GradingResultsAnswer,
  RankHistoryEntry,
} from '../contracts/grading';
import { revokeCertificate } from '../certificates/revoke-certificate';
import { createGrading } from '../gradings/create-grading';
import { listGradings, readGradingDetail } from '../gradings/list-gradings';
import { recogniseRank } from '../gradings/rank-history';
import { recordGradingResults } from '../gradings/record-results';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office's gradings, recognised ranks and revocations (admin claim only: 401 signed out, 403
// for members). Every write carries its audit entry in its own batch.
export const adminGradingRoutes: RouteDefinition[] = [
  route('listGradings', async () => {
    const gradings = await listGradings();
    const body: ApiListResponse<Grading> = {
      success: true,
      count: gradings.length,
      data: gradings,
    };
    return { body };
  }),
  route('getGrading', async ({ caller, params }) => {
    const body: ApiItemResponse<GradingDetail> = {
      success: true,
      data: await readGradingDetail(caller, params.id ?? ''),
    };
    return { body };
  }),
  route('createGrading', async ({ caller, input }) => ({
    status: 201,
    body: { success: true, data: await createGrading(caller, input.body) },
  })),
  route('recordGradingResults', async ({ caller, params, input }) => {
    const body: ApiItemResponse<GradingResultsAnswer> = {
      success: true,
      data: await recordGradingResults(caller, params.id ?? '', input.body),
    };
    return { body };
  }),
  route('recogniseRank', async ({ caller, params, input }) => {
    const body: ApiItemResponse<RankHistoryEntry> = {
      success: true,
      data: await recogniseRank(caller, params.id ?? '', input.body),
    };
    return { status: 201, body };
  }),
  route('revokeCertificate', async ({ caller, params, input }) => {
    const body: ApiItemResponse<PublicCertificate> = {
      success: true,
      data: await revokeCertificate(caller, params.number ?? '', input.body),
    };
    return { body };
  }),
];
