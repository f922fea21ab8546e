import { sampleEventTemplates } from '@/lib/events/sample-events-content';

// The .ics download of functions/src/routes/events.ts. Written out rather than built from the API
// client's API_BASE: a link must not pull the client (and zod) into the chunks that show it.
const API_PREFIX = '/api';

const sampleIds = new Set(sampleEventTemplates.map((sample) => sample.id));

/**
 * "Add to calendar" for one event: its .ics download, or null when the server has no such event
 * (no id, or one of the built-in sample events shown while the API is unreachable).
 */
export function eventCalendarHref(eventId: string | undefined): string | null {
  if (!eventId || sampleIds.has(eventId)) return null;
  return `${API_PREFIX}/events/${encodeURIComponent(eventId)}.ics`;
}

/** The file name the browser saves the download as: the id, reduced to safe characters. */
export function eventCalendarFileName(eventId: string): string {
  const safe = eventId.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'event'}.ics`;
}
