import {
  championshipResponseSchema,
  divisionListResponseSchema,
  entryCreatedResponseSchema,
  myEntryListResponseSchema,
  publicEntryListResponseSchema,
  type Championship,
  type DivisionWithCount,
  type EntryCreated,
  type EntryPayload,
  type MyEntry,
  type PublicEntry,
} from '@contracts/championship';
import { athleteListResponseSchema, type Athlete } from '@contracts/athlete';
import { eventResponseSchema, type Event } from '@contracts/event';
import { del, get, post } from '@/lib/api-client';
import { isApiError } from '@/lib/api-errors';
import { eventsRead, noteEventsChanged } from '@/lib/events-freshness';

// A championship's public reads and the entries of guardians and coaches. The public reads go
// without a token, as the events do, so the service worker keeps them for reading offline; after
// this browser entered or withdrew someone they are read fresh, past the caches (events-freshness).

const base = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

function publicRead(path: string) {
  const read = eventsRead(path);
  return { path: read.path, fresh: read.fresh, anonymous: true } as const;
}

/** GET /api/events/{id}/championship; 404 when the event is not open for entries. */
export async function fetchChampionship(
  eventId: string,
  signal?: AbortSignal,
): Promise<Championship> {
  const { path, ...options } = publicRead(`${base(eventId)}/championship`);
  return (await get(path, { ...options, schema: championshipResponseSchema, signal })).data;
}

export async function fetchDivisions(
  eventId: string,
  signal?: AbortSignal,
): Promise<DivisionWithCount[]> {
  const { path, ...options } = publicRead(`${base(eventId)}/divisions`);
  return (await get(path, { ...options, schema: divisionListResponseSchema, signal })).data;
}

export async function fetchPublicEntries(
  eventId: string,
  signal?: AbortSignal,
): Promise<PublicEntry[]> {
  const { path, ...options } = publicRead(`${base(eventId)}/entries`);
  return (await get(path, { ...options, schema: publicEntryListResponseSchema, signal })).data;
}

/**
 * Whether the championship has been drawn: GET /api/events/{id}/brackets answers (404 `not-drawn`
 * before). A public read like the lists, so the CDN and the service worker keep it, and the bracket
 * page the link leads to finds it warm.
 */
export async function fetchIsDrawn(eventId: string, signal?: AbortSignal): Promise<boolean> {
  const { path, ...options } = publicRead(`${base(eventId)}/brackets`);
  try {
    await get(path, { ...options, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/** The entries the member may act on: their athletes', the ones they made, their club's. */
export async function fetchMyEntries(eventId: string, signal?: AbortSignal): Promise<MyEntry[]> {
  const path = `${base(eventId)}/my-entries`;
  return (await get(path, { schema: myEntryListResponseSchema, signal })).data;
}

/** GET /api/athletes: the athletes the member guards or is (the guardian's entry screen). */
export async function fetchGuardedAthletes(signal?: AbortSignal): Promise<Athlete[]> {
  return (await get('/athletes', { schema: athleteListResponseSchema, signal })).data;
}

export async function createEntry(eventId: string, payload: EntryPayload): Promise<EntryCreated> {
  const answer = await post(`${base(eventId)}/entries`, payload, {
    schema: entryCreatedResponseSchema,
  });
  noteEventsChanged();
  return answer.data;
}

export async function withdrawEntry(eventId: string, entryId: string): Promise<void> {
  await del(`${base(eventId)}/entries/${encodeURIComponent(entryId)}`);
  noteEventsChanged();
}

/** The event (its title for the entry screens, its type and dates for the office's form). */
export async function fetchEventFacts(
  eventId: string,
  signal?: AbortSignal,
  fresh = false,
): Promise<Event> {
  const { path, ...options } = publicRead(base(eventId));
  const answer = await get(path, {
    ...options,
    fresh: fresh || options.fresh,
    schema: eventResponseSchema,
    signal,
  });
  return answer.data;
}
