import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { startSession } from '@/features/auth/lib/session-boot';
import { inNextTask } from '@/lib/next-task';

/** Never wait longer than this for a page to appear (a failed navigation must not block). */
const SHOWN_TIMEOUT_MS = 2000;

interface Waiter {
  path: string;
  resolve: () => void;
}

/**
 * Starts the member session once the app is interactive, handing it the router's navigation for
 * the moments it must move the visitor itself (sign-out, a 401).
 *
 * Its navigate resolves only once the new page is on screen. The router commits pages in a React
 * transition, after its own promise resolves; a session that ended before that would still be
 * seen by the page being left, and a protected page would send the member on to /register.
 */
export function useSessionBoot(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shownPath = useRef(pathname + search);
  const waiters = useRef(new Set<Waiter>());

  useEffect(() => {
    shownPath.current = pathname + search;
    for (const waiter of waiters.current) {
      if (waiter.path !== shownPath.current) continue;
      waiters.current.delete(waiter);
      waiter.resolve();
    }
  }, [pathname, search]);

  useEffect(() => {
    const whenShown = (path: string) =>
      new Promise<void>((resolve) => {
        if (shownPath.current === path) return resolve();
        const waiter = { path, resolve };
        waiters.current.add(waiter);
        setTimeout(() => {
          waiters.current.delete(waiter);
          resolve();
        }, SHOWN_TIMEOUT_MS);
      });

    // Its own task: it updates the session store, and a store update made inside hydration's
    // effects re-renders the header in the same task as all of them.
    return inNextTask(() =>
      startSession({
        navigate: async (to, options) => {
          await navigate(to, options);
          await whenShown(to);
        },
        currentPath: () => shownPath.current,
      }),
    );
  }, [navigate]);
}
