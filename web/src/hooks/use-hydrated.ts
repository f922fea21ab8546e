import { startTransition, useEffect, useState } from 'react';

// Set once the app's first render has committed (or at once when there is no prerendered HTML to
// hydrate, web/src/main.tsx): components mounted after that (a client-side navigation) start
// hydrated, with no second render.
let appHydrated = false;

/**
 * Whether the app has committed its first render, after which mounts need not match any server
 * HTML (tests of a later visit set it, and unset it after).
 */
export function setAppHydrated(hydrated: boolean): void {
  appHydrated = hydrated;
}

/**
 * False while rendering on the server and during hydration, true afterwards. Lets a prerendered
 * page leave out client-only parts (such as lazily loaded widgets) so hydration matches the HTML.
 *
 * The switch to true is a transition, not a store update: a store whose client value differs from
 * its server value makes React re-render synchronously right after hydration, in the same task as
 * every component's effects, which made that task the longest of a cheap phone's page load. As a
 * transition the extra render is cut into short slices the browser can interleave with input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
