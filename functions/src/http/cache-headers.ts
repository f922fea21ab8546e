import type { CachePolicy } from './types';

/**
 * The Cache-Control of each policy, shared by the API and the events page that renders the same
 * list (pages/events-page-answer.ts). Browsers keep public event data for a minute, the Hosting
 * CDN for five.
 */
export const CACHE_HEADERS: Record<CachePolicy, string> = {
  public: 'public, max-age=60, s-maxage=300',
  'no-store': 'no-store',
  // Files that never change at their address (a new upload gets a new one): kept for a year.
  immutable: 'public, max-age=31536000, immutable',
};
