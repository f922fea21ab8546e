import type { WorkboxPlugin } from 'workbox-core/types';
import { SERVED_FROM_CACHE, SERVED_FROM_HEADER } from '@/lib/saved-answers';
import { mayStore } from './cache-policy';

/**
 * Workbox's own check (only status 200) is replaced by ours as soon as any plugin has
 * `cacheWillUpdate`, so ours carries that check too (cache-policy.ts `mayStore`).
 */
export function storeGuard(origin: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) =>
      mayStore(request, response, origin) ? response : null,
    // The cache is read only when the network failed (network-first): an authorised request
    // never gets another visitor's saved answer either, it fails like any request offline.
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
      request.headers.has('Authorization') ? null : (cachedResponse ?? null),
  };
}

/** A copy of a saved response that says where it came from (read by lib/saved-answers.ts). */
export async function markedAsSaved(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SERVED_FROM_HEADER, SERVED_FROM_CACHE);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Marks every answer Workbox takes from the cache, so the page can say it is a saved one. */
export const markSavedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsSaved(cachedResponse) : null,
};
