import { z } from 'zod';
import { apiListResponseSchema } from '@contracts/api-envelope';
import { get } from '@/lib/api-client';

/**
 * The envelope is checked here; each event is checked on its own afterwards with the contract's
 * event schema (lib/upcoming-events.ts), so one malformed event does not hide the others.
 */
const upcomingListSchema = apiListResponseSchema(z.unknown());

/**
 * A few more than the three shown, so an event dropped as unusable does not leave a gap. The
 * server orders them by start date.
 */
export const UPCOMING_EVENTS_REQUEST_LIMIT = 6;

/** GET /api/events/upcoming (spec §7): the list under `data`, not yet validated item by item. */
export async function fetchUpcomingEvents(signal?: AbortSignal): Promise<unknown[]> {
  const answer = await get(`/events/upcoming?limit=${UPCOMING_EVENTS_REQUEST_LIMIT}`, {
    schema: upcomingListSchema,
    signal,
  });
  return answer.data;
}
