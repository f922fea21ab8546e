// "No stale cache for the writer". Public event answers are cacheable for a while
// (`max-age=60, s-maxage=300`: the browser, the service worker offline, and the CDN). After the
// office changes an event, this browser's event reads skip all three for as long as the CDN may
// hold the old answer: `cache: 'no-store'` for the browser's HTTP cache, and a query the CDN has
// never seen (its cache key is the full URL; the API ignores the parameter). Kept in session
// storage so a reload of /events right after a change is fresh too. Everyone else sees the change
// within the CDN time.

const STORAGE_KEY = 'eventsChangedAt';
/** The CDN's s-maxage for public event answers (functions/src/http/handle-request.ts). */
export const EVENTS_CDN_CACHE_MS = 300_000;

function readChangedAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Called after every event write that succeeded. */
export function noteEventsChanged(now: number = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Private mode without storage: the admin list still reads fresh (it always does).
  }
}

export interface EventsRead {
  /** The API path to request, with the cache-busting query when a fresh answer is needed. */
  path: string;
  fresh: boolean;
}

/**
 * How to read `path` (e.g. '/events', '/events/upcoming?limit=3'): as it is, or fresh when this
 * browser changed an event within the CDN time, or when `always` (the admin's own list).
 */
export function eventsRead(path: string, now: number = Date.now(), always = false): EventsRead {
  const changedAt = readChangedAt();
  const recent = changedAt !== null && now - changedAt < EVENTS_CDN_CACHE_MS;
  if (!recent && !always) return { path, fresh: false };
  const separator = path.includes('?') ? '&' : '?';
  return { path: `${path}${separator}fresh=${changedAt ?? now}`, fresh: true };
}
