import { type Event, eventSchema } from '@contracts/event';

// The events list as the API answers it, read record by record, so one bad record hides itself
// rather than the whole list. Shared by the page's fetch (api/events-api.ts) and the server render
// of the page (entry-server.tsx, for functions/src/events-page.ts).

/**
 * An event has `_id` or `id`; ours carry both, an older client's record may carry one.
 * Without either it cannot be opened or keyed, so it is skipped.
 */
function withBothIds(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const record = item as Record<string, unknown>;
  const id = record.id ?? record._id;
  return id === undefined ? record : { ...record, _id: record._id ?? id, id };
}

/** The events the API holds that parse as events; the rest are skipped. */
export function readEventList(items: readonly unknown[]): Event[] {
  return items.flatMap((item) => {
    const parsed = eventSchema.safeParse(withBothIds(item));
    return parsed.success ? [parsed.data] : [];
  });
}
