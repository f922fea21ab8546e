import { useCallback, useSyncExternalStore } from 'react';

function queryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/**
 * Whether a media query matches, kept up to date. `serverValue` is what prerendering and hydration
 * assume, so the first client render matches the prerendered HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryList(query);
      // Older Safari and test stubs lack addEventListener on MediaQueryList.
      if (typeof list?.addEventListener !== 'function') return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
