import { createContext } from 'react';
import { BRACKETS_SEED_ID, parseBracketsSeed, type BracketsSeed } from '@contracts/brackets-seed';

// A championship's brackets page is rendered on the server with its brackets in it (functions/src/
// brackets-page.ts), so a phone in the hall paints them with the page rather than after the app, a
// script chunk and two API calls. They ride along as a data block the app hydrates with: its first
// render must be the server's.

export type { BracketsSeed } from '@contracts/brackets-seed';

/** The seed in this page for `eventId`, checked against the hand-off's schema; null when none. */
export function readBracketsSeed(
  doc: Pick<Document, 'getElementById'>,
  eventId: string,
): BracketsSeed | null {
  return parseBracketsSeed(doc.getElementById(BRACKETS_SEED_ID)?.textContent, eventId);
}

/**
 * The seed a server render is given (web/src/entry-server.tsx). The browser has no provider: its
 * hydration reads the data block instead (components/brackets-page.tsx).
 */
export const BracketsSeedContext = createContext<BracketsSeed | null>(null);
