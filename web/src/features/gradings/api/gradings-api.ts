import { adminAthleteListResponseSchema, type AdminAthleteRow } from '@contracts/admin-athlete';
import { apiItemResponseSchema } from '@contracts/api-envelope';
import { certificateRevokePayloadSchema } from '@contracts/certificate';
import {
  gradingDetailResponseSchema,
  gradingListResponseSchema,
  gradingResultsResponseSchema,
  rankHistoryEntryResponseSchema,
  rankHistoryResponseSchema,
  type Grading,
  type GradingCreatePayload,
  type GradingDetail,
  type GradingResultsAnswer,
  type GradingResultsPayload,
  type RankHistoryEntry,
  type RecognisedRankPayload,
} from '@contracts/grading';
import { z } from 'zod';
import { get, post } from '@/lib/api-client';

// The office's grading, rank and certificate calls. Admin answers are never cached.

const createdSchema = apiItemResponseSchema(z.object({ id: z.string() }));
const id = encodeURIComponent;

export async function listGradings(signal?: AbortSignal): Promise<Grading[]> {
  return (await get('/admin/gradings', { schema: gradingListResponseSchema, signal })).data;
}

export async function fetchGrading(
  gradingId: string,
  signal?: AbortSignal,
): Promise<GradingDetail> {
  const path = `/admin/gradings/${id(gradingId)}`;
  return (await get(path, { schema: gradingDetailResponseSchema, signal })).data;
}

export async function createGrading(payload: GradingCreatePayload): Promise<string> {
  return (await post('/admin/gradings', payload, { schema: createdSchema })).data.id;
}

export async function recordResults(
  gradingId: string,
  payload: GradingResultsPayload,
): Promise<GradingResultsAnswer> {
  const path = `/admin/gradings/${id(gradingId)}/results`;
  return (await post(path, payload, { schema: gradingResultsResponseSchema })).data;
}

/** GET /api/admin/athletes?q=: candidates by name or membership number. */
export async function searchCandidates(
  q: string,
  signal?: AbortSignal,
): Promise<AdminAthleteRow[]> {
  const path = `/admin/athletes?${new URLSearchParams({ q }).toString()}`;
  return (await get(path, { schema: adminAthleteListResponseSchema, signal })).data;
}

export async function fetchRankHistory(
  athleteId: string,
  signal?: AbortSignal,
): Promise<RankHistoryEntry[]> {
  const path = `/athletes/${id(athleteId)}/ranks`;
  return (await get(path, { schema: rankHistoryResponseSchema, signal })).data;
}

export async function recogniseRank(
  athleteId: string,
  payload: RecognisedRankPayload,
): Promise<RankHistoryEntry> {
  const path = `/admin/athletes/${id(athleteId)}/ranks`;
  return (await post(path, payload, { schema: rankHistoryEntryResponseSchema })).data;
}

export async function revokeCertificate(number: string, reason: string): Promise<void> {
  const payload = certificateRevokePayloadSchema.parse({ reason });
  await post(`/admin/certificates/${id(number)}/revoke`, payload);
}
