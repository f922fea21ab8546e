import {
  bracketsResponseSchema,
  drawResultResponseSchema,
  matchResultResponseSchema,
  type Brackets,
  type DrawPayload,
  type DrawResult,
} from '@contracts/bracket';
import type { DivisionBracket } from '@contracts/draw';
import { get, post, put } from '@/lib/api-client';
import { noteEventsChanged } from '@/lib/events-freshness';

// The draw, the brackets and the scoring of a championship. The brackets are public and cached a
// few seconds by the CDN for the crowd; the office and the officials act on them, so they read
// them fresh: past the browser's cache (`fresh`) and past the CDN's, with a query it has never
// seen (the API ignores it). Sent with the caller's token, so the service worker keeps none of
// these one-off answers.

/** GET /api/events/{id}/brackets; 404 `not-drawn` before the draw. */
export async function fetchBrackets(eventId: string, signal?: AbortSignal): Promise<Brackets> {
  const path = `/events/${encodeURIComponent(eventId)}/brackets?fresh=${Date.now()}`;
  return (await get(path, { schema: bracketsResponseSchema, signal, fresh: true })).data;
}

/** POST /api/admin/events/{id}/draw: `{}` closes the entries and draws; a redraw needs a reason. */
export async function drawChampionship(eventId: string, payload: DrawPayload): Promise<DrawResult> {
  const path = `/admin/events/${encodeURIComponent(eventId)}/draw`;
  const answer = await post(path, payload, { schema: drawResultResponseSchema });
  noteEventsChanged();
  return answer.data;
}

/** PUT /api/admin/events/{id}/matches/{matchId}: the winner of a bout; answers the division. */
export async function scoreMatch(
  eventId: string,
  matchId: string,
  winnerEntryId: string,
): Promise<DivisionBracket> {
  const path = `/admin/events/${encodeURIComponent(eventId)}/matches/${encodeURIComponent(matchId)}`;
  const answer = await put(path, { winnerEntryId }, { schema: matchResultResponseSchema });
  noteEventsChanged();
  return answer.data;
}
