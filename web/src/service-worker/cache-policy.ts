/**
 * What the service worker may keep (docs/decisions.md, 'Service worker'). Pure, so every rule is
 * unit tested; sw.ts only wires these decisions into Workbox. The rules, strictest first:
 *  - an answer to a request that carried an `Authorization` header is never kept: it may be a
 *    member's own data, and the next person on the same phone must not be served it offline;
 *  - account, enrollment, contact, user and admin paths are never kept, with or without a header;
 *  - kept: navigations to the site's pages and the public event reads `GET /api/events(/…)`;
 *  - kept as they are used: the scripts and styles of the Marathi edition (`/mr/assets/…`, issue
 *    8). The precache holds the English edition only: downloading both for every visitor would
 *    double what a phone pays for, so a Marathi visitor's pages work offline once visited.
 */

import { localeFromPath, localePrefix, routerPath } from '@/lib/i18n/locales';

/** The parts of a request the rules look at (a Request qualifies). */
export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
  headers: Pick<Headers, 'has'>;
}

/** How the service worker handles a request; null for "not at all" (straight to the network). */
export type CacheRoute = 'page' | 'events-api' | 'uncached-page' | 'edition-asset' | null;

/** Path prefixes never written to or served from a cache. */
export const NEVER_CACHED_PREFIXES = [
  '/api/auth',
  '/api/enrollments',
  '/api/contact',
  '/api/users',
  '/admin',
  // Member pages: only the empty shell, but they are a member's screens, so they are left out too.
  '/profile',
  '/enroll',
  // A guardian's, coach's or official's championship screens (the public lists are event reads).
  '/championships',
  '/api/coach',
] as const;

/**
 * A plain prefix match on purpose: `/api/enrollments*` and `/admin*` err on the side of not keeping.
 * A Marathi page (`/mr/profile`) is judged as its English twin.
 */
export function isNeverCached(path: string): boolean {
  const lower = routerPath(path.toLowerCase());
  return NEVER_CACHED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

const isEventsApi = (path: string) => path === '/api/events' || path.startsWith('/api/events/');

/** Which handling a request gets; `origin` is the service worker's own. */
export function cacheRouteFor(request: RequestFacts, origin: string): CacheRoute {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return null;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/')) return null;
    // Never kept, but still answered with the app shell when offline so the app can say so.
    return isNeverCached(path) ? 'uncached-page' : 'page';
  }
  if (isNeverCached(path)) return null;
  if (isEventsApi(path)) return 'events-api';
  const prefix = localePrefix[localeFromPath(path)];
  return prefix && path.startsWith(`${prefix}/assets/`) ? 'edition-asset' : null;
}

/** The parts of a response the rules look at (a Response qualifies). */
export interface ResponseFacts {
  status: number;
  type: ResponseType;
  headers: Pick<Headers, 'get'>;
}

/** Whether this answer to this request may be written to the cache. */
export function mayStore(request: RequestFacts, response: ResponseFacts, origin: string): boolean {
  if (request.headers.has('Authorization')) return false;
  const route = cacheRouteFor(request, origin);
  if (route !== 'page' && route !== 'events-api' && route !== 'edition-asset') return false;
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (/\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '')) return false;
  // An HTML page under /api/ is a misrouted request (a fallback page), not an answer to keep.
  return route === 'page' || !/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

/**
 * The precached file that stands in for a page the runtime cache does not hold: its prerendered
 * HTML (cleanUrls: /programs is programs.html), else the app shell, which renders any route.
 */
export function precachedPageFiles(path: string): string[] {
  // Each edition has its own files: /mr/programs is mr/programs.html, else mr/app.html.
  const prefix = localePrefix[localeFromPath(path)];
  const shell = `${prefix}/app.html`;
  const trimmed = routerPath(path).replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/index') return [`${prefix}/index.html`, shell];
  return /^\/[a-z0-9-]+$/i.test(trimmed) ? [`${prefix}${trimmed}.html`, shell] : [shell];
}
