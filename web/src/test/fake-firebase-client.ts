import { vi } from 'vitest';
import type { AuthUser } from '@/features/auth/lib/firebase-client';

// Stands in for the lazily loaded Firebase module in every unit test (see setup.ts): jsdom must not
// start the real SDK or reach the Auth emulator. The real flow is covered end to end.

type Listener = (user: AuthUser | null) => void;

let currentUser: AuthUser | null = null;
const listeners = new Set<Listener>();

/** A signed-in Firebase user; `claims.admin` is what its ID token says. */
export function fakeAuthUser(
  overrides: Partial<AuthUser> = {},
  claims: { admin?: boolean } = {},
): AuthUser {
  const uid = overrides.uid ?? 'uid-asha';
  const token = `id-token-${uid}`;
  return {
    uid,
    displayName: 'Asha Patil',
    email: 'asha@example.com',
    photoURL: null,
    providerData: [],
    getIdToken: vi.fn(async () => token),
    getIdTokenResult: vi.fn(async () => ({
      token,
      claims: { sub: uid, ...claims },
      authTime: '',
      issuedAtTime: '',
      expirationTime: '',
      signInProvider: 'password',
      signInSecondFactor: null,
    })),
    ...overrides,
  };
}

// Where the SDK keeps a signed-in user (the app looks for it before loading the SDK at all).
const STORED_USER_KEY = 'firebase:authUser:fake-api-key:[DEFAULT]';

/**
 * Changes who is signed in and tells the listeners, as Firebase does; like the SDK, it keeps the
 * user in local storage, or in session storage for a sign-in that is not remembered.
 */
export function setFirebaseUser(user: AuthUser | null, area: 'local' | 'session' = 'local'): void {
  currentUser = user;
  window.localStorage.removeItem(STORED_USER_KEY);
  window.sessionStorage.removeItem(STORED_USER_KEY);
  if (user) {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    storage.setItem(STORED_USER_KEY, JSON.stringify({ uid: user.uid }));
    // Announced as a sign-in in another tab would be: a page that has not loaded Firebase (a
    // visitor's page, see session-boot.ts) learns of it this way.
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY }));
  }
  listeners.forEach((listener) => listener(user));
}

export const currentAuthUser = vi.fn(() => currentUser);
export const authStateReady = vi.fn(async () => undefined);
export const watchIdToken = vi.fn((listener: Listener) => {
  listeners.add(listener);
  queueMicrotask(() => listener(currentUser));
  return () => listeners.delete(listener);
});
export const signInWithEmail = vi.fn(
  async (email: string, _password: string, remember?: boolean) => {
    const user = fakeAuthUser({ email, displayName: null });
    setFirebaseUser(user, remember === false ? 'session' : 'local');
    return user;
  },
);
export const signInWithGooglePopup = vi.fn(async () => {
  const user = fakeAuthUser({
    providerData: [{ providerId: 'google.com', uid: 'google-1' }] as AuthUser['providerData'],
  });
  setFirebaseUser(user);
  return user;
});
export const startGoogleRedirect = vi.fn(async () => undefined);
export const finishGoogleRedirect = vi.fn(async (): Promise<AuthUser | null> => null);
export const signOutOfFirebase = vi.fn(async () => setFirebaseUser(null));
export const emailVerifiedNow = vi.fn((): boolean | null => (currentUser ? false : null));
export const sendVerificationMail = vi.fn(async (_continueUrl: string) => undefined);
export const recheckEmailVerified = vi.fn(async () => false);

/** Back to a signed-out browser with default behaviour (run after every test). */
export function resetFakeFirebase(): void {
  for (const fn of [
    currentAuthUser,
    authStateReady,
    watchIdToken,
    signInWithEmail,
    signInWithGooglePopup,
    startGoogleRedirect,
    finishGoogleRedirect,
    signOutOfFirebase,
    emailVerifiedNow,
    sendVerificationMail,
    recheckEmailVerified,
  ]) {
    fn.mockReset();
  }
  setFirebaseUser(null);
}
