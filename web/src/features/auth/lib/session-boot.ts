import type { SessionRuntime } from '@/features/auth/lib/session-runtime';
import { sessionStore } from '@/features/auth/lib/session-store';
import { readCachedUser } from '@/features/auth/lib/user-cache';
import type { SessionNavigator } from '@/features/auth/types';
import { inNextTask } from '@/lib/next-task';

// The part of the session in the initial bundle: it shows the cached name at once and schedules the
// rest (Firebase, API client) for when the browser is idle after the first paint.

let appNavigator: SessionNavigator | null = null;
// Stable for the runtime; always forwards to what the app shell handed in last.
const navigator: SessionNavigator = {
  navigate: (to, options) => appNavigator?.navigate(to, options),
  currentPath: () => appNavigator?.currentPath() ?? '/',
};

let runtime: Promise<SessionRuntime> | null = null;
let started = false;

/**
 * The session, connecting it now if that has not happened yet (a sign-in form may need it before
 * the idle callback). If the SDK cannot load, the visitor counts as signed out; the next call
 * tries again.
 */
export function connectSession(): Promise<SessionRuntime> {
  runtime ??= import('@/features/auth/lib/app-session')
    .then(({ createAppSession }) => createAppSession(navigator))
    .catch((error: unknown) => {
      runtime = null;
      if (sessionStore.getSnapshot().status === 'loading') {
        sessionStore.set({ status: 'signed-out', user: null });
      }
      throw error;
    });
  return runtime;
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Whether this browser may hold a session: Firebase keeps one (and a Google sign-in under way)
 * under `firebase:` keys in local or session storage, the persistences of firebase-client.ts.
 */
function mayHaveSession(): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some((area) =>
      Object.keys(area).some((key) => key.startsWith('firebase:')),
    );
  } catch {
    return true; // storage unreadable: ask Firebase
  }
}

/** Called by the app shell after hydration, with its router's navigation. Safe to call again. */
export function startSession(navigatorFromApp: SessionNavigator): void {
  appNavigator = navigatorFromApp;
  if (started) return;
  started = true;
  const cached = readCachedUser();
  if (cached) sessionStore.set({ status: 'loading', user: cached });
  if (cached || mayHaveSession()) {
    whenIdle(() => void connectSession().catch(() => undefined));
    return;
  }
  // A visitor with no session stored is signed out. The Firebase SDK, the largest script of the
  // site, then loads only when a form needs it (connectSession) or when another tab signs in;
  // loading it on every page cost most of the main-thread time of a public page on a phone.
  // Said in a task of its own: the header re-renders for it, and this task already waited for the
  // browser to load the page's storage (its first read does).
  inNextTask(() => {
    if (sessionStore.getSnapshot().status === 'loading') {
      sessionStore.set({ status: 'signed-out', user: null });
    }
  });
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('firebase:authUser:')) return;
    window.removeEventListener('storage', onStorage);
    void connectSession().catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
}

/** Sign out and return to the home page. */
export function signOut(): void {
  void connectSession().then(
    (session) => session.signOut(),
    () => undefined,
  );
}
