import { z } from 'zod';
import { apiListResponseSchema } from '@contracts/api-envelope';
import { type Event, eventSchema } from '@contracts/event';
import { get } from '@/lib/api-client';
import { eventsRead } from '@/lib/events-freshness';

// GET /api/events for the events page. Each event is checked on its own, so one bad record hides
// itself rather than the whole list.

const eventListEnvelopeSchema = apiListResponseSchema(z.unknown());

/**
 * Spec §3: an event has `_id` or `id`; ours carry both, an older client's record may carry one.
 * Without either it cannot be opened or keyed, and spec §3 skips it.
 */
function withBothIds(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const record = item as Record<string, unknown>;
  const id = record.id ?? record._id;
  return id === undefined ? record : { ...record, _id: record._id ?? id, id };
}

/** The events the API holds that parse as spec §3 events; the rest are skipped. */
export function readEventList(items: readonly unknown[]): Event[] {
  return items.flatMap((item) => {
    const parsed = eventSchema.safeParse(withBothIds(item));
    return parsed.success ? [parsed.data] : [];
  });
}

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
