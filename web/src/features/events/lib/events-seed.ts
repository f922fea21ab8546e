import { createContext } from 'react';
import type { Event } from '@contracts/event';
import { EVENTS_SEED_ID, type EventsSeed } from '@contracts/web-shell';

// The events page is rendered on the server with the events list in it (functions/src/
// events-page.ts), so a phone paints the cards with the page instead of after the app, a script
// chunk and an API call. The list rides along as a data block for the app to hydrate with: its
// first render must be the server's, to the card. The seed's shape, its data block and its writer
// are the web build's hand-off to the functions (contracts/web-shell.ts).

export { EVENTS_SEED_ID, eventsSeedHtml, type EventsSeed } from '@contracts/web-shell';

/**
 * The seed in this page, or null when there is none or it is not one. Its events are not parsed
 * again here (that would put the schemas in the first chunk): the server checked them, and the
 * page checks them once more after hydrating (api/events-api.ts `eventsAfterSeed`).
 */
export function readEventsSeed(doc: Pick<Document, 'getElementById'>): EventsSeed | null {
  const text = doc.getElementById(EVENTS_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { readAt, events } = value as Record<string, unknown>;
    if (typeof readAt !== 'string' || Number.isNaN(Date.parse(readAt))) return null;
    if (!Array.isArray(events)) return null;
    return { readAt, events: events as Event[] };
  } catch {
    return null;
  }
}

/**
 * The seed a server render is given (web/src/entry-server.tsx). The browser has no provider: the
 * page's hydration reads the data block instead (hooks/use-events.ts), so the app's first chunk
 * carries none of this.
 */
export const EventsSeedContext = createContext<EventsSeed | null>(null);
