import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user';
import type { AuthUser } from '@/features/auth/lib/firebase-client';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import {
  createSessionRuntime,
  RESYNC_INTERVAL_MS,
  type SessionRuntimeDeps,
} from '@/features/auth/lib/session-runtime';
import { createSessionStore } from '@/features/auth/lib/session-store';
import { readCachedUser, USER_STORAGE_KEY } from '@/features/auth/lib/user-cache';
import type { TokenProvider } from '@/lib/api-client';
import { dispatchStorageUpdate } from '@/lib/storage-signal';
import { fakeAuthUser } from '@/test/fake-firebase-client';
import { apiUser } from '@/test/mock-api';

// The session's state machine with every dependency faked: Firebase, the API and the router.

function setup({ path = '/profile' } = {}) {
  let firebaseUser: AuthUser | null = null;
  let listener: ((user: AuthUser | null) => void) | null = null;
  let tokenProvider: TokenProvider | null = null;
  let unauthorized: (() => void) | null = null;
  const store = createSessionStore();
  const deps = {
    store,
    firebase: {
      currentAuthUser: () => firebaseUser,
      authStateReady: vi.fn(async () => undefined),
      watchIdToken: (next: (user: AuthUser | null) => void) => {
        listener = next;
        return () => undefined;
      },
      signOutOfFirebase: vi.fn(async () => {
        firebaseUser = null;
      }),
    },
    api: {
      fetchMyProfile: vi.fn(async (): Promise<User> => apiUser()),
      logOutOnServer: vi.fn(async () => undefined),
      setTokenProvider: (provider: TokenProvider | null) => {
        tokenProvider = provider;
      },
      setUnauthorizedHandler: (handler: (() => void) | null) => {
        unauthorized = handler;
      },
    },
    navigator: { navigate: vi.fn(async () => undefined), currentPath: vi.fn(() => path) },
    notifyLogoutFailed: vi.fn(),
  } satisfies SessionRuntimeDeps;
  const runtime = createSessionRuntime(deps);
  return {
    runtime,
    store,
    deps,
    /** Firebase reports a (new) user, as onIdTokenChanged does. */
    firebaseReports(user: AuthUser | null) {
      firebaseUser = user;
      listener?.(user);
    },
    /** Changes Firebase's current user without a notification (another tab, a lost event). */
    firebaseHolds(user: AuthUser | null) {
      firebaseUser = user;
    },
    token: () => tokenProvider?.() ?? Promise.resolve(null),
    unauthorized: () => unauthorized?.(),
  };
}

// Lets pending promise chains settle. The clock is fake in every test: only the test moves it.
const flush = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const cached = () => readCachedUser();

describe('session runtime', () => {
  it('starts loading and becomes signed out when Firebase has no user', async () => {
    const s = setup();
    expect(s.store.getSnapshot()).toEqual({ status: 'loading', user: null });
    await s.runtime.connect();
    expect(s.store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(s.deps.api.fetchMyProfile).not.toHaveBeenCalled();
  });

  it('signs in with Firebase’s name at once, then the server profile, and caches it', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser({ displayName: null, email: 'asha@example.com' }));
    await s.runtime.connect();
    expect(s.store.getSnapshot().status).toBe('signed-in');
    await flush();
    expect(s.deps.api.fetchMyProfile).toHaveBeenCalledOnce();
    expect(s.store.getSnapshot().user).toMatchObject({ uid: 'uid-asha', name: 'Asha Patil' });
    expect(cached()).toMatchObject({ uid: 'uid-asha', name: 'Asha Patil', role: 'user' });
    expect(cached()).not.toHaveProperty('token');
  });

  it('reads the admin role from the ID token’s claim, and again at every token refresh', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await flush();
    expect(s.store.getSnapshot()).toMatchObject({ status: 'signed-in', admin: false });

    // npm run admin:grant, then Firebase refreshes the token of the open session.
    s.firebaseReports(fakeAuthUser({}, { admin: true }));
    await flush();
    expect(s.store.getSnapshot().admin).toBe(true);
    s.runtime.resync();
    expect(s.store.getSnapshot().admin).toBe(true);

    s.firebaseReports(fakeAuthUser({}, { admin: false }));
    await flush();
    expect(s.store.getSnapshot().admin).toBe(false);
  });

  it('forgets the claim at sign-out and does not lend it to the next account', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser({}, { admin: true }));
    await s.runtime.connect();
    await flush();
    expect(s.store.getSnapshot().admin).toBe(true);
    s.firebaseReports(null);
    expect(s.store.getSnapshot()).toEqual({ status: 'signed-out', user: null });

    const ravi = fakeAuthUser({ uid: 'uid-ravi' });
    s.firebaseReports(ravi);
    expect(s.store.getSnapshot()).toMatchObject({ status: 'signed-in', admin: undefined });
    await flush();
    expect(s.store.getSnapshot().admin).toBe(false);
  });

  it('ignores a profile’s stored role: only the token decides', async () => {
    const s = setup();
    s.deps.api.fetchMyProfile.mockResolvedValue(apiUser({ role: 'admin' }));
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await flush();
    expect(s.store.getSnapshot().admin).toBe(false);
  });

  it('ignores a failed profile refresh and keeps Firebase’s name and email', async () => {
    const s = setup();
    s.deps.api.fetchMyProfile.mockRejectedValue(new Error('offline'));
    s.firebaseHolds(fakeAuthUser({ displayName: null, email: 'ravi@example.com' }));
    await s.runtime.connect();
    await flush();
    expect(s.store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { name: 'ravi', email: 'ravi@example.com' },
    });
  });

  it('uses the cached profile of the same account before the server answers', async () => {
    window.localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ ...apiUser(), uid: 'uid-asha', name: 'Asha (cached)' }),
    );
    const s = setup();
    s.deps.api.fetchMyProfile.mockReturnValue(new Promise(() => undefined));
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    expect(s.store.getSnapshot().user?.name).toBe('Asha (cached)');
  });

  it('clears the cached user when Firebase reports a sign-out', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    expect(cached()).not.toBeNull();
    s.firebaseReports(null);
    expect(s.store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(cached()).toBeNull();
  });

  it('gives the API the signed-in user’s ID token, and none when signed out', async () => {
    const s = setup();
    await s.runtime.connect();
    await expect(s.token()).resolves.toBeNull();
    s.firebaseReports(fakeAuthUser());
    await expect(s.token()).resolves.toBe('id-token-uid-asha');
  });

  it('re-syncs without network on the storage signal, on other tabs’ changes and every 10 s', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await flush();
    const calls = s.deps.api.fetchMyProfile.mock.calls.length;

    s.firebaseHolds(null);
    dispatchStorageUpdate();
    expect(s.store.getSnapshot().status).toBe('signed-out');

    s.firebaseHolds(fakeAuthUser());
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(s.store.getSnapshot().status).toBe('signed-in');

    s.firebaseHolds(null);
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    expect(s.store.getSnapshot().status).toBe('signed-out');
    expect(s.deps.api.fetchMyProfile).toHaveBeenCalledTimes(calls);
  });

  it('leaves the profile to a running sign-in flow, then shows what the flow got', async () => {
    const s = setup();
    await s.runtime.connect();
    await s.runtime.runSignIn(async () => s.firebaseReports(fakeAuthUser()));
    expect(s.deps.api.fetchMyProfile).not.toHaveBeenCalled();
    s.runtime.finishSignIn(apiUser({ name: 'Asha from register' }));
    expect(s.store.getSnapshot().user?.name).toBe('Asha from register');
    expect(cached()?.name).toBe('Asha from register');
  });

  it('ignores a profile answer about another account', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser({ uid: 'someone-else' }));
    s.deps.api.fetchMyProfile.mockReturnValue(new Promise(() => undefined));
    await s.runtime.connect();
    s.runtime.adoptProfile(apiUser());
    expect(s.store.getSnapshot().user?.uid).toBe('someone-else');
  });
});

describe('sign-out', () => {
  it('tells the server, returns home, signs out of Firebase and clears the cache', async () => {
    const s = setup();
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await s.runtime.signOut();
    expect(s.deps.api.logOutOnServer).toHaveBeenCalledOnce();
    expect(s.deps.navigator.navigate).toHaveBeenCalledWith('/');
    expect(s.deps.firebase.signOutOfFirebase).toHaveBeenCalledOnce();
    expect(s.store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(cached()).toBeNull();
    expect(s.deps.notifyLogoutFailed).not.toHaveBeenCalled();
  });

  it('still signs out when the server call fails', async () => {
    const s = setup();
    s.deps.api.logOutOnServer.mockRejectedValue(new Error('Network error'));
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await s.runtime.signOut();
    expect(s.store.getSnapshot().status).toBe('signed-out');
    expect(s.deps.notifyLogoutFailed).not.toHaveBeenCalled();
  });

  it('reports a failure only when Firebase itself cannot sign out', async () => {
    const s = setup();
    s.deps.firebase.signOutOfFirebase.mockRejectedValue(new Error('boom'));
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await s.runtime.signOut();
    expect(s.deps.notifyLogoutFailed).toHaveBeenCalledOnce();
    expect(s.store.getSnapshot().status).toBe('signed-in');
  });

  it('does not treat a 401 answer to its own logout call as an expired session', async () => {
    const s = setup();
    let answerLogout: () => void = () => undefined;
    s.deps.api.logOutOnServer.mockReturnValue(
      new Promise<undefined>((resolve) => {
        answerLogout = () => resolve(undefined);
      }),
    );
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await s.runtime.signOut();
    s.unauthorized();
    answerLogout();
    await flush();
    expect(s.deps.navigator.navigate).not.toHaveBeenCalledWith('/login');
  });
});

describe('401 handler', () => {
  it('saves the current path, opens /login and signs out', async () => {
    const s = setup({ path: '/enroll?program=teens' });
    s.firebaseHolds(fakeAuthUser());
    await s.runtime.connect();
    await s.runtime.handleUnauthorized();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/enroll?program=teens');
    expect(s.deps.navigator.navigate).toHaveBeenCalledWith('/login');
    expect(s.deps.firebase.signOutOfFirebase).toHaveBeenCalledOnce();
    expect(s.store.getSnapshot().status).toBe('signed-out');
    expect(cached()).toBeNull();
  });

  it('is what the API client calls on a 401', async () => {
    const s = setup({ path: '/profile' });
    await s.runtime.connect();
    s.unauthorized();
    await flush();
    expect(s.deps.navigator.navigate).toHaveBeenCalledWith('/login');
  });

  it.each(['/login', '/register', '/login?x=1'])('does not save %s', async (path) => {
    const s = setup({ path });
    await s.runtime.connect();
    await s.runtime.handleUnauthorized();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(s.store.getSnapshot().status).toBe('signed-out');
  });
});
