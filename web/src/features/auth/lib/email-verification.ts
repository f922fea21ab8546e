import { pagePath } from '@/config/page-registry';
import { loadFirebaseClient } from '@/features/auth/lib/load-firebase-client';
import { appHref } from '@/lib/i18n/app-base';

// The member's email verification goes through Firebase in the browser; the SDK is loaded here on
// demand, never by the screen's own code, so the profile page stays free of it until it is needed.

/** Whether the signed-in account's email is verified; null when no one is signed in. */
export async function readEmailVerified(): Promise<boolean | null> {
  const firebase = await loadFirebaseClient();
  await firebase.authStateReady();
  return firebase.emailVerifiedNow();
}

/** The verification mail's link brings the member back to their profile, in this page's language. */
export async function sendVerificationLink(): Promise<void> {
  const firebase = await loadFirebaseClient();
  const continueUrl = new URL(appHref(pagePath('profile')), window.location.origin).href;
  await firebase.sendVerificationMail(continueUrl);
}

/** After the member opened the link elsewhere: true once Firebase says the email is verified. */
export async function checkEmailVerifiedAgain(): Promise<boolean> {
  const firebase = await loadFirebaseClient();
  return firebase.recheckEmailVerified();
}

/** Firebase refuses more mails for a while after several; its error says so with this code. */
export function isTooManyRequests(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'auth/too-many-requests'
  );
}
