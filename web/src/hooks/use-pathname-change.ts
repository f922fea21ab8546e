import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Runs `onChange` after every navigation to a different path, once per change, but not on the
 * first render (the initial page load is not a route change). Hash and query changes are ignored.
 */
export function usePathnameChange(onChange: (pathname: string) => void): void {
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);
  const notify = useEffectEvent(onChange);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    notify(pathname);
  }, [pathname]);
}
