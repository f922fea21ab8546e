import { z } from 'zod';
import { apiListResponseSchema } from '@contracts/api-envelope';
import { type Event, eventSchema } from '@contracts/event';
import type { UpcomingEventsAnswer } from '@/features/home/lib/upcoming-events';
import { get } from '@/lib/api-client';
import { eventsRead } from '@/lib/events-freshness';

// Loaded by the page after it is interactive (hooks/use-upcoming-events.ts): the API client and
// zod are not needed for the first paint, so they stay out of the home route's initial chunk.

/** The envelope is checked as a whole; each event on its own, so one bad event hides no other. */
const upcomingListSchema = apiListResponseSchema(z.unknown());

/**
 * A few more than the three shown, so an event dropped as unusable does not leave a gap. The
 * server orders them by start date.
 */
export const UPCOMING_EVENTS_REQUEST_LIMIT = 6;

/**
 * GET /api/events/upcoming. Events that fail the contract's schema (no id, a date that
 * is not a date, …) are left out of `usable`. Fails like every API call (ApiError).
 */
export async function fetchUpcomingEvents(signal?: AbortSignal): Promise<UpcomingEventsAnswer> {
  // Fresh (past every cache) for a while after this browser changed an event: lib/events-freshness.
  const read = eventsRead(`/events/upcoming?limit=${UPCOMING_EVENTS_REQUEST_LIMIT}`);
  const answer = await get(read.path, {
    schema: upcomingListSchema,
    signal,
    fresh: read.fresh,
    // Public: without a token the service worker may keep it for offline visits.
    anonymous: true,
  });
  const usable = answer.data.flatMap((item): Event[] => {
    const parsed = eventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { received: answer.data.length, usable };
}
