import type { SessionSnapshot, SessionUser } from '@/features/auth/types';

/**
 * What the server renders and what hydration starts from: the sign-in state is unknown until the
 * browser has read it, so prerendered HTML and the first client render always agree.
 */
export const LOADING_SESSION: SessionSnapshot = Object.freeze({ status: 'loading', user: null });

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof SessionUser)[]).every((key) => a[key] === b[key]);
}

/**
 * A tiny external store for useSyncExternalStore. It only swaps the snapshot when something
 * visible changed, so the 10 s re-sync does not re-render the app.
 */
export function createSessionStore() {
  let snapshot: SessionSnapshot = LOADING_SESSION;
  const listeners = new Set<() => void>();

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SessionSnapshot => snapshot,
    getServerSnapshot: (): SessionSnapshot => LOADING_SESSION,
    set(next: SessionSnapshot): void {
      if (
        next.status === snapshot.status &&
        next.admin === snapshot.admin &&
        next.roles?.official === snapshot.roles?.official &&
        next.roles?.coachClubId === snapshot.roles?.coachClubId &&
        sameUser(next.user, snapshot.user)
      ) {
        return;
      }
      snapshot = Object.freeze({
        status: next.status,
        user: next.user,
        admin: next.admin,
        roles: next.roles,
      });
      listeners.forEach((listener) => listener());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. */
export const sessionStore = createSessionStore();
