import type { CachePolicy } from './types';

/**
 * The Cache-Control of each policy, shared by the API and the events page that renders the same
 * list (pages/events-page-answer.ts). Browsers keep public event data for a minute, the Hosting
 * CDN for five.
 */
export const CACHE_HEADERS: Record<CachePolicy, string> = {
  public: 'public, max-age=60, s-maxage=300',
  // What changes during a day of competition (brackets, results): the page polls every 15 s, so
  // browsers keep it 5 s and the CDN 10 s — a crowd of phones costs one function call per 10 s.
  live: 'public, max-age=5, s-maxage=10',
  'no-store': 'no-store',
  // Files that never change at their address (a new upload gets a new one): kept for a year.
  immutable: 'public, max-age=31536000, immutable',
};
