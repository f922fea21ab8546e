import { apiMessageResponseSchema } from '@contracts/api-envelope';
import { eventListResponseSchema, eventResponseSchema, type Event } from '@contracts/event';
import { eventSavedResponseSchema, type EventInput } from '@contracts/event-input';
import { del, get, post, put } from '@/lib/api-client';
import { eventsRead, noteEventsChanged } from '@/lib/events-freshness';

// The office's event calls. Reads here are always fresh (past the browser's and the
// CDN's caches), and every write marks the public event reads of this browser fresh for the CDN
// time (lib/events-freshness.ts), so the admin never sees an event as it was before a change.

const path = (id: string) => `/events/${encodeURIComponent(id)}`;

/** GET /api/events, fresh: every event, earliest first. */
export async function fetchAdminEvents(signal?: AbortSignal): Promise<Event[]> {
  const read = eventsRead('/events', Date.now(), true);
  return (await get(read.path, { schema: eventListResponseSchema, signal, fresh: true })).data;
}

/** GET /api/events/{id}, fresh, for the edit form. */
export async function fetchAdminEvent(id: string, signal?: AbortSignal): Promise<Event> {
  const read = eventsRead(path(id), Date.now(), true);
  return (await get(read.path, { schema: eventResponseSchema, signal, fresh: true })).data;
}

export async function createEvent(input: EventInput): Promise<Event> {
  const answer = await post('/events', input, { schema: eventSavedResponseSchema });
  noteEventsChanged();
  return answer.data;
}

export async function updateEvent(id: string, input: EventInput): Promise<Event> {
  const answer = await put(path(id), input, { schema: eventSavedResponseSchema });
  noteEventsChanged();
  return answer.data;
}

export async function deleteEvent(id: string): Promise<void> {
  await del(path(id), { schema: apiMessageResponseSchema });
  noteEventsChanged();
}
