import { z } from 'zod';
import { apiListResponseSchema } from '@contracts/api-envelope';
import type { Event } from '@contracts/event';
import { get } from '@/lib/api-client';
import { eventsRead } from '@/lib/events-freshness';
import { readEventList } from '@/features/events/lib/event-list';

// GET /api/events for the events page. Each event is checked on its own (lib/event-list.ts).

const eventListEnvelopeSchema = apiListResponseSchema(z.unknown());

export async function fetchEvents(signal?: AbortSignal): Promise<Event[]> {
  // Fresh (past every cache) for a while after this browser changed an event: lib/events-freshness.
  const read = eventsRead('/events');
  const answer = await get(read.path, {
    schema: eventListEnvelopeSchema,
    signal,
    fresh: read.fresh,
    // Public: without a token the service worker may keep it for offline visits.
    anonymous: true,
  });
  return readEventList(answer.data);
}

/**
 * After the page hydrated with the list the server rendered it with (lib/events-seed.ts): that
 * list checked as a fetched one is, or a fresh one when this browser changed an event lately,
 * since the page may come from a cache older than the change.
 */
export async function eventsAfterSeed(
  seeded: readonly unknown[],
  signal?: AbortSignal,
): Promise<Event[]> {
  return eventsRead('/events').fresh ? fetchEvents(signal) : readEventList(seeded);
}
