import { createContext } from 'react';
import type { Event } from '@contracts/event';
import { EVENT_SEED_ID, type EventSeed } from '@contracts/web-shell';

// An event's page is rendered on the server with its event in it (functions/src/event-page.ts),
// so a phone paints the event with the page instead of after the app, a script chunk and an API
// call. The event rides along as a data block for the app to hydrate with: its first render must
// be the server's. The block's shape, id and writer are the hand-off in contracts/web-shell.ts.

export { EVENT_SEED_ID, eventSeedHtml, type EventSeed } from '@contracts/web-shell';

/**
 * The seed in this page when it holds the event `eventId`, else null (none, not one, or another
 * event's). The event is not parsed with its schema here, which would put zod in the route's first
 * chunk: the server read it from the same records the API answers from, a moment ago.
 */
export function readEventSeed(
  doc: Pick<Document, 'getElementById'>,
  eventId: string,
): EventSeed | null {
  const text = doc.getElementById(EVENT_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { event } = value as Record<string, unknown>;
    if (typeof event !== 'object' || event === null) return null;
    const { id, title } = event as Record<string, unknown>;
    if (id !== eventId || typeof title !== 'string') return null;
    return { event: event as Event };
  } catch {
    return null;
  }
}

/**
 * The seed a server render is given (web/src/entry-server.tsx). The browser has no provider: its
 * hydration reads the data block instead (hooks/use-event-page.ts).
 */
export const EventSeedContext = createContext<EventSeed | null>(null);
