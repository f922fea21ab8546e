/// <reference lib="webworker" />
// The service worker (docs/decisions.md, 'Service worker'): built by vite-plugin-pwa
// ("injectManifest": this file is ours, compiled by Vite; the precache list is injected by
// scripts/build/precache-sw.mjs after prerendering, because the prerendered pages exist only then).
// Workbox does the work; the decisions of what may be kept are in cache-policy.ts.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { markedAsSaved, markSavedAnswers, storeGuard } from './cache-plugins';
import { cacheRouteFor, precachedPageFiles } from './cache-policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const origin = self.location.origin;
// A page waits this long for the network before a saved copy is shown: in a sports hall with
// one bar of signal the saved page now beats the live one much later. The live answer still
// refreshes the cache when it arrives.
const NETWORK_TIMEOUT_S = 4;

/** The prerendered page or the app shell from the precache, when nothing better is saved. */
async function precachedPage(url: string): Promise<Response> {
  for (const file of precachedPageFiles(new URL(url).pathname)) {
    const response = await matchPrecache(file);
    if (response) return markedAsSaved(response);
  }
  return Response.error();
}

const offlineShell = {
  handlerDidError: async ({ request }: { request: Request }) => precachedPage(request.url),
};

// Routes before the precache's own: a page is network-first, not served from the precache first.
registerRoute(
  ({ request }) => cacheRouteFor(request, origin) === 'page',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [storeGuard(origin), markSavedAnswers, offlineShell],
  }),
);
registerRoute(
  ({ request }) => cacheRouteFor(request, origin) === 'uncached-page',
  new NetworkOnly({ plugins: [offlineShell] }),
);
registerRoute(
  ({ request }) => cacheRouteFor(request, origin) === 'events-api',
  new NetworkFirst({
    cacheName: 'events-api',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [storeGuard(origin), markSavedAnswers],
  }),
);
// The Marathi edition's hashed scripts and styles, kept as they are used (cache-policy.ts). A new
// version's worker empties the cache on activation, so old files do not pile up.
const EDITION_ASSETS = 'edition-assets';
registerRoute(
  ({ request }) => cacheRouteFor(request, origin) === 'edition-asset',
  new CacheFirst({ cacheName: EDITION_ASSETS, plugins: [storeGuard(origin)] }),
);
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(EDITION_ASSETS));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes over the open page at once (nothing to be inconsistent with); an update
// waits for the visitor's "Reload" (workbox-window sends SKIP_WAITING), never mid-visit.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
