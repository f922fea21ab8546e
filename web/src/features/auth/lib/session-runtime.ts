import type { User } from '@contracts/user';
import { pagePath } from '@/config/page-registry';
import type { TokenProvider } from '@/lib/api-client';
import { subscribeToStorageUpdates } from '@/lib/storage-signal';
import type { AuthUser } from '@/features/auth/lib/firebase-client';
import { saveRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';
import type { SessionStore } from '@/features/auth/lib/session-store';
import { fromFirebaseIdentity, toSessionUser } from '@/features/auth/lib/session-user';
import { clearCachedUser, readCachedUser, writeCachedUser } from '@/features/auth/lib/user-cache';
import type { SessionNavigator, SessionRoles, SessionUser } from '@/features/auth/types';

/** The session re-syncs every 10 s (a cheap, local read). */
export const RESYNC_INTERVAL_MS = 10_000;

export interface SessionRuntimeDeps {
  store: SessionStore;
  firebase: {
    currentAuthUser: () => AuthUser | null;
    authStateReady: () => Promise<void>;
    watchIdToken: (listener: (user: AuthUser | null) => void) => () => void;
    signOutOfFirebase: () => Promise<void>;
  };
  api: {
    fetchMyProfile: () => Promise<User>;
    logOutOnServer: () => Promise<void>;
    setTokenProvider: (provider: TokenProvider | null) => void;
    setUnauthorizedHandler: (handler: (() => void) | null) => void;
  };
  navigator: SessionNavigator;
  notifyLogoutFailed: () => void;
}

/**
 * The session on top of Firebase Auth (docs/decisions.md, 'Sessions on Firebase Auth, loaded
 * late'): Firebase owns the credentials; this keeps the display user, the API's bearer token, the
 * 401 rule and sign-out in step with it.
 */
export function createSessionRuntime({
  store,
  firebase,
  api,
  navigator,
  notifyLogoutFailed,
}: SessionRuntimeDeps) {
  /** undefined until Firebase has reported the stored session. */
  let knownUid: string | null | undefined;
  /** Sign-in flows adopt the server's profile themselves; the listener must not race them. */
  let signInFlows = 0;
  let signingOut = false;
  /** The admin claim of the current token; undefined until read (the only source of the role). */
  let adminClaim: boolean | undefined;
  /** The official and coach claims of the same token, read with it. */
  let roleClaims: SessionRoles | undefined;

  function showSignedIn(user: SessionUser): void {
    store.set({ status: 'signed-in', user, admin: adminClaim, roles: roleClaims });
  }

  /**
   * Reads the claim from the ID token Firebase just issued or refreshed: a claim granted by
   * `npm run admin:grant` reaches an open session at its next token refresh, without signing out.
   */
  async function readAdminClaim(identity: AuthUser): Promise<void> {
    let admin = false;
    let roles: SessionRoles = { official: false, coachClubId: null };
    try {
      const { claims } = await identity.getIdTokenResult();
      admin = claims.admin === true;
      roles = {
        official: claims.official === true,
        coachClubId: typeof claims.coachClubId === 'string' ? claims.coachClubId : null,
      };
    } catch {
      // An unreadable token grants nothing; the server checks every admin call anyway.
    }
    if (firebase.currentAuthUser()?.uid !== identity.uid) return; // signed out or switched since
    adminClaim = admin;
    roleClaims = roles;
    showSignedIn(store.getSnapshot().user ?? profileFor(identity));
  }

  // The profile of the same account, freshest first: another tab's cache, what is shown, Firebase.
  function profileFor(identity: AuthUser): SessionUser {
    const cached = readCachedUser();
    if (cached?.uid === identity.uid) return cached;
    const shown = store.getSnapshot().user;
    if (shown?.uid === identity.uid) return shown;
    return fromFirebaseIdentity(identity);
  }

  function showSignedOut(): void {
    clearCachedUser();
    adminClaim = undefined;
    roleClaims = undefined;
    store.set({ status: 'signed-out', user: null });
  }

  function adoptProfile(user: User): void {
    const identity = firebase.currentAuthUser();
    if (!identity || identity.uid !== user._id) return; // an answer about someone else
    const sessionUser = toSessionUser(user);
    writeCachedUser(sessionUser);
    showSignedIn(sessionUser);
  }

  async function refreshProfile(): Promise<void> {
    try {
      adoptProfile(await api.fetchMyProfile());
    } catch {
      // A failed refresh is ignored; Firebase's name and email stay on show.
    }
  }

  function onIdToken(identity: AuthUser | null): void {
    const previousUid = knownUid;
    knownUid = identity?.uid ?? null;
    if (!identity) return showSignedOut();
    if (identity.uid !== previousUid) {
      adminClaim = undefined; // another member's claims
      roleClaims = undefined;
    }
    const user = profileFor(identity);
    writeCachedUser(user);
    showSignedIn(user);
    void readAdminClaim(identity);
    if (identity.uid !== previousUid && signInFlows === 0) void refreshProfile();
  }

  /** No network: re-reads Firebase's in-memory user and the cached profile. */
  function resync(): void {
    if (knownUid === undefined) return;
    const identity = firebase.currentAuthUser();
    if (identity) showSignedIn(profileFor(identity));
    // Only the store: the cache may already hold a sign-in another tab just made.
    else store.set({ status: 'signed-out', user: null });
  }

  async function signOutLocally(): Promise<void> {
    showSignedOut();
    await firebase.signOutOfFirebase().catch(() => undefined);
  }

  /** Any 401 signs out, remembers the page (not /login or /register), opens /login. */
  async function handleUnauthorized(): Promise<void> {
    if (signingOut) return; // the member's own sign-out, answered after the session ended
    const path = navigator.currentPath();
    saveRedirectAfterLogin(path);
    // Leave first (the navigator resolves once the page is shown), or a protected page would see
    // the signed-out state and send the member to /register.
    if (path.split(/[?#]/)[0] !== pagePath('login')) await navigator.navigate(pagePath('login'));
    await signOutLocally();
  }

  async function signOut(): Promise<void> {
    signingOut = true;
    // Sent first: the token is read as the call starts, before Firebase forgets it. Best effort.
    const serverLogout = api.logOutOnServer().catch(() => undefined);
    await navigator.navigate(pagePath('home')); // first, as in handleUnauthorized
    try {
      await firebase.signOutOfFirebase();
    } catch {
      signingOut = false;
      notifyLogoutFailed();
      return;
    }
    showSignedOut();
    void serverLogout.finally(() => {
      signingOut = false;
    });
  }

  /** Wraps a sign-in so the Firebase listener leaves the profile to it. */
  async function runSignIn<T>(flow: () => Promise<T>): Promise<T> {
    signInFlows += 1;
    try {
      return await flow();
    } finally {
      signInFlows -= 1;
    }
  }

  /** After a sign-in: show it at once, with the server's profile when the flow has one. */
  function finishSignIn(profile?: User): void {
    resync();
    if (profile) adoptProfile(profile);
    else void refreshProfile();
  }

  async function connect(): Promise<void> {
    api.setTokenProvider(() => {
      // Read now, not later: a call started just before sign-out still carries its token.
      const identity = firebase.currentAuthUser();
      return identity ? identity.getIdToken() : Promise.resolve(null);
    });
    api.setUnauthorizedHandler(() => void handleUnauthorized());
    firebase.watchIdToken(onIdToken);
    await firebase.authStateReady();
    if (knownUid === undefined) onIdToken(firebase.currentAuthUser());
    subscribeToStorageUpdates(resync);
    window.setInterval(resync, RESYNC_INTERVAL_MS);
  }

  return {
    connect,
    resync,
    signOut,
    signOutLocally,
    handleUnauthorized,
    adoptProfile,
    runSignIn,
    finishSignIn,
  };
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>;
