import { resultsResponseSchema, type Results } from '@contracts/bracket';
import { get } from '@/lib/api-client';

// A championship's results: a public read without a token, so the CDN and the service worker may
// keep it (the server caches it for seconds only: during the competition it changes).

/** GET /api/events/{id}/results; 404 for an event that is not a championship or not drawn yet. */
export async function fetchResults(eventId: string, signal?: AbortSignal): Promise<Results> {
  const path = `/events/${encodeURIComponent(eventId)}/results`;
  return (await get(path, { anonymous: true, schema: resultsResponseSchema, signal })).data;
}
