import { createContext } from 'react';
import { GALLERY_SEED_ID, parseGallerySeed, type GallerySeed } from '@contracts/gallery-seed';

// The gallery page is rendered on the server with its public items in it (functions/src/
// gallery-page.ts), so the first row of pictures starts loading with the page rather than after
// the app, a script chunk and an API call. The items ride along as a data block the app hydrates
// with: its first render must be the server's, to the tile.

/** The seed in this page, checked against the hand-off's schema; null when there is none. */
export function readGallerySeed(doc: Pick<Document, 'getElementById'>): GallerySeed | null {
  return parseGallerySeed(doc.getElementById(GALLERY_SEED_ID)?.textContent);
}

/**
 * The seed a server render is given (web/src/entry-server.tsx). The browser has no provider: its
 * hydration reads the data block instead (hooks/use-gallery-items.ts).
 */
export const GallerySeedContext = createContext<GallerySeed | null>(null);
