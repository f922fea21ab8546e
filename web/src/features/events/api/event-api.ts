import { type Event, eventResponseSchema } from '@contracts/event';
import { get } from '@/lib/api-client';

/**
 * GET /api/events/{id} (spec §7). Fails like every API call: ApiError with status 404 for an id
 * the server does not know, kind 'network' or 'timeout' when it never answers.
 */
export async function fetchEvent(id: string, signal?: AbortSignal): Promise<Event> {
  const answer = await get(`/events/${encodeURIComponent(id)}`, {
    schema: eventResponseSchema,
    signal,
    // Public: without a token the service worker may keep it for offline visits.
    anonymous: true,
  });
  return answer.data;
}
