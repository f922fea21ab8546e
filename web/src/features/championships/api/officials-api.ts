import { apiItemResponseSchema } from '@contracts/api-envelope';
import {
  championshipSchema,
  coachAthleteListResponseSchema,
  decisionResultSchema,
  officeEntriesResponseSchema,
  weighInResponseSchema,
  type Championship,
  type ChampionshipSettingsPayload,
  type CoachAthlete,
  type DecisionPayload,
  type DecisionResult,
  type OfficeEntries,
  type WeighInResult,
} from '@contracts/championship';
import { get, getFile, post, put, type DownloadedFile } from '@/lib/api-client';
import { noteEventsChanged } from '@/lib/events-freshness';

// The calls of coaches, officials and the office. Never cached: they carry the caller's token.

const adminBase = (eventId: string) => `/admin/events/${encodeURIComponent(eventId)}`;

/** GET /api/coach/athletes: the coach's club, with age categories for the championship's year. */
export async function fetchCoachAthletes(
  competitionYear: number,
  signal?: AbortSignal,
): Promise<CoachAthlete[]> {
  const path = `/coach/athletes?competitionYear=${competitionYear}`;
  return (await get(path, { schema: coachAthleteListResponseSchema, signal })).data;
}

/** The desk's list and the office's counts. */
export async function fetchOfficeEntries(
  eventId: string,
  signal?: AbortSignal,
): Promise<OfficeEntries> {
  const path = `${adminBase(eventId)}/entries`;
  return (await get(path, { schema: officeEntriesResponseSchema, signal })).data;
}

export async function sendWeighIn(
  eventId: string,
  entryId: string,
  weightKg: number,
): Promise<WeighInResult> {
  const path = `${adminBase(eventId)}/entries/${encodeURIComponent(entryId)}/weigh-in`;
  const answer = await post(path, { weightKg }, { schema: weighInResponseSchema });
  noteEventsChanged();
  return answer.data;
}

const decisionResponseSchema = apiItemResponseSchema(decisionResultSchema);

export async function sendDecision(
  eventId: string,
  entryId: string,
  action: DecisionPayload['action'],
): Promise<DecisionResult> {
  const path = `${adminBase(eventId)}/entries/${encodeURIComponent(entryId)}/decision`;
  const answer = await post(path, { action }, { schema: decisionResponseSchema });
  noteEventsChanged();
  return answer.data;
}

/** PUT /api/admin/events/{id}/championship: opens the tournament, or changes its settings. */
export async function saveChampionship(
  eventId: string,
  payload: ChampionshipSettingsPayload,
): Promise<Championship> {
  const answer = await put(`${adminBase(eventId)}/championship`, payload, {
    schema: apiItemResponseSchema(championshipSchema),
  });
  noteEventsChanged();
  return answer.data;
}

/** The entry list as CSV, for the office. */
export function downloadEntriesCsv(eventId: string): Promise<DownloadedFile> {
  return getFile(`${adminBase(eventId)}/entries.csv`);
}
