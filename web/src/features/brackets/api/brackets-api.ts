import { bracketsResponseSchema } from '@contracts/bracket';
import { eventResponseSchema } from '@contracts/event';
import { get } from '@/lib/api-client';
import type { Brackets } from '@/features/brackets/lib/bracket-types';

// The public reads of the bracket page, without a token like every event read, so the service
// worker keeps the last answer for a hall without signal. Not `fresh`: each poll may be answered
// by the Hosting CDN (10 s), which is the point (docs/decisions.md, "Live brackets").

const base = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** A poll that hangs is given up on before the next one is due. */
const POLL_TIMEOUT_MS = 12_000;

/** GET /api/events/{id}/brackets; 404 (`not-drawn`) before the draw. */
export async function fetchBrackets(eventId: string, signal?: AbortSignal): Promise<Brackets> {
  const answer = await get(`${base(eventId)}/brackets`, {
    anonymous: true,
    signal,
    timeoutMs: POLL_TIMEOUT_MS,
    schema: bracketsResponseSchema,
  });
  return answer.data;
}

/** The event's title, to say whose brackets these are. */
export async function fetchEventTitle(eventId: string, signal?: AbortSignal): Promise<string> {
  const answer = await get(base(eventId), { anonymous: true, signal, schema: eventResponseSchema });
  return answer.data.title;
}
