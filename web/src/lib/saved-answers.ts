/**
 * Which API answers on screen came from the service worker's cache rather than the network. The
 * service worker marks such a response with a header (it is the only one that knows); the API
 * client reads it on every answer, and the offline notice shows while any saved answer is in use.
 */

/** Set by the service worker on a response it took from its cache because the network failed. */
export const SERVED_FROM_HEADER = 'X-Served-From';
export const SERVED_FROM_CACHE = 'sw-cache';

// API paths whose latest answer was a saved one. A fresh answer for the same path removes it;
// a new page clears them all (its own calls report again).
const savedPaths = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isServedFromCache(response: Pick<Response, 'headers'>): boolean {
  return response.headers.get(SERVED_FROM_HEADER) === SERVED_FROM_CACHE;
}

/** Called by the API client with every answer it gets. */
export function noteAnswer(path: string, response: Pick<Response, 'headers'>): void {
  const saved = isServedFromCache(response);
  if (saved === savedPaths.has(path)) return;
  if (saved) savedPaths.add(path);
  else savedPaths.delete(path);
  notify();
}

export function clearSavedAnswers(): void {
  if (savedPaths.size === 0) return;
  savedPaths.clear();
  notify();
}

export function hasSavedAnswers(): boolean {
  return savedPaths.size > 0;
}

export function subscribeToSavedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
