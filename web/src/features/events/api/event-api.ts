import { type Event, eventResponseSchema } from '@contracts/event';
import { get } from '@/lib/api-client';
import { eventsRead } from '@/lib/events-freshness';

/**
 * GET /api/events/{id}. Fails like every API call: ApiError with status 404 for an id
 * the server does not know, kind 'network' or 'timeout' when it never answers.
 */
export async function fetchEvent(id: string, signal?: AbortSignal): Promise<Event> {
  // Fresh (past every cache) for a while after this browser changed an event: lib/events-freshness.
  const read = eventsRead(`/events/${encodeURIComponent(id)}`);
  const answer = await get(read.path, {
    schema: eventResponseSchema,
    signal,
    fresh: read.fresh,
    // Public: without a token the service worker may keep it for offline visits.
    anonymous: true,
  });
  return answer.data;
}
