import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type User,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseOptions } from '@/config/firebase-config';
import { locale } from '@/config/locale';

// The only module that imports Firebase Auth (App Check's SDK has its own lazy module,
// lib/app-check/app-check-runtime.ts). It is loaded with import() after the first paint
// (see load-firebase-client.ts), so the SDK stays out of the initial bundle (docs/decisions.md).

export type AuthUser = Pick<
  User,
  'uid' | 'displayName' | 'email' | 'photoURL' | 'providerData' | 'getIdToken' | 'getIdTokenResult'
>;

const app = initializeApp(firebaseOptions);
// Local storage comes first: a remembered session must survive the tab and be visible to the
// end-to-end tests, which save and restore browser storage (IndexedDB is not part of that).
// The popup/redirect resolver is passed to the Google calls only: given here, Firebase loads
// Google's gapi iframe on every page (at once on mobile browsers and Safari) to look for a redirect
// result, a cross-site download and a console error offline on pages that never sign in.
const auth = initializeAuth(app, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});
const resolver = browserPopupRedirectResolver;
const emulatorUrl = authEmulatorUrl();
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

export const currentAuthUser = (): AuthUser | null => auth.currentUser;

/** Resolves once Firebase has read the stored session, whatever it found. */
export const authStateReady = (): Promise<void> => auth.authStateReady();

/** Sign-in, sign-out and every token refresh; called once at the start with the stored user. */
export const watchIdToken = (listener: (user: AuthUser | null) => void): (() => void) =>
  onIdTokenChanged(auth, listener);

/**
 * `remember` chooses where the session lives: local storage (survives the browser) or session
 * storage (this tab only). Undefined keeps the current choice, as a silent re-sign-in should.
 */
export async function signInWithEmail(
  email: string,
  password: string,
  remember?: boolean,
): Promise<AuthUser> {
  if (remember !== undefined) {
    await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  }
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/**
 * No await before the popup opens: browsers only allow popups right after the click, and a blocked
 * one sends the member through the redirect flow instead.
 */
export async function signInWithGooglePopup(): Promise<AuthUser> {
  const credential = await signInWithPopup(auth, googleProvider(), resolver);
  return credential.user;
}

/** Leaves the page for Google; the browser comes back to the current URL. */
export async function startGoogleRedirect(): Promise<void> {
  await setPersistence(auth, browserLocalPersistence);
  await signInWithRedirect(auth, googleProvider(), resolver);
}

/** The user a redirect sign-in brought back, or null when this page load was not one. */
export async function finishGoogleRedirect(): Promise<AuthUser | null> {
  const credential = await getRedirectResult(auth, resolver);
  return credential?.user ?? null;
}

export const signOutOfFirebase = (): Promise<void> => signOut(auth);

/** Whether the signed-in account's email is verified, as Firebase last heard; null signed out. */
export const emailVerifiedNow = (): boolean | null => auth.currentUser?.emailVerified ?? null;

/**
 * Firebase mails the verification link, in the page's language; once verified, the link's page
 * offers `continueUrl` to come back to.
 */
export async function sendVerificationMail(continueUrl: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  auth.languageCode = locale;
  await sendEmailVerification(user, { url: continueUrl });
}

/**
 * Asks Firebase again after the member verified in another tab or app: the account is reloaded and
 * the ID token refreshed, so the API sees the verified email at once, without signing out.
 */
export async function recheckEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  await user.getIdToken(true);
  return user.emailVerified;
}
