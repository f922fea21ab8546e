import type { Event } from '@contracts/event';
import { todayInKolkata } from '@contracts/calendar-days';
import { sampleEventTemplates } from '@/lib/events/sample-events-content';
import { datedSampleEvent } from '@/lib/events/sample-events';
import { isApiError } from '@/lib/api-errors';

export type EventPageState =
  | { kind: 'loading' }
  | { kind: 'event'; event: Event; source: 'server' | 'sample' }
  | { kind: 'not-found' };

/** The built-in sample event with this id, dated from `now`; undefined when there is none. */
export function sampleEventById(id: string, now: Date): Event | undefined {
  const template = sampleEventTemplates.find((candidate) => candidate.id === id);
  return template ? datedSampleEvent(template, todayInKolkata(now)) : undefined;
}

/** Whether a failed GET /api/events/{id} is the server saying it has no such event (a 4xx). */
export function saysNoSuchEvent(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status !== null && error.status < 500;
}

/**
 * What the page shows once GET /api/events/{id} has settled:
 * - the server's event;
 * - the server answered that it has no such event (a 4xx: 404, or an id it refuses): 'Event Not
 *   Found';
 * - the call failed (no answer, a 5xx, or an answer that is not an event): the built-in sample
 *   event with this id, or 'Event Not Found' when the id is not a sample's.
 */
export function eventPageState(
  outcome: { ok: true; event: Event } | { ok: false; error: unknown },
  eventId: string,
  now: Date,
): EventPageState {
  if (outcome.ok) return { kind: 'event', event: outcome.event, source: 'server' };
  const { error } = outcome;
  if (saysNoSuchEvent(error)) return { kind: 'not-found' };
  const sample = sampleEventById(eventId, now);
  return sample ? { kind: 'event', event: sample, source: 'sample' } : { kind: 'not-found' };
}
