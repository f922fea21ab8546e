import { initializeApp } from 'firebase/app';
import {
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import type { AppCheckSettings } from '@/config/app-check-config';
import { firebaseOptions } from '@/config/firebase-config';

// The only module that imports App Check's SDK; loaded with import() by app-check.ts, so neither it
// nor reCAPTCHA's script is part of any page until a form page or a write asks for it.

declare global {
  interface Window {
    /** Read by the SDK at initialisation: true (or a registered token) selects the debug provider. */
    FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string;
  }
}

let appCheck: AppCheck | null = null;

/** Starts App Check on the default app (the one Auth uses, so callables send its token too). */
export function startAppCheck(settings: AppCheckSettings): void {
  if (appCheck) return;
  // A token set beforehand (e.g. a CI's registered debug token) wins over a fresh random one.
  if (settings.debug) self.FIREBASE_APPCHECK_DEBUG_TOKEN ??= true;
  // Same options as firebase-client.ts: whichever module runs first creates the app, the other gets it.
  appCheck = initializeAppCheck(initializeApp(firebaseOptions), {
    provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/** The current token (cached by the SDK until shortly before it expires). */
export async function currentToken(): Promise<string> {
  if (!appCheck) throw new Error('App Check has not been started');
  const { token } = await getToken(appCheck, false);
  return token;
}

/**
 * A fresh limited-use token, for the writes the server spends the token on (sign-up, reset,
 * enquiry, enrollment, certificate check: contracts/limited-use-endpoints.ts). Never cached.
 */
export async function limitedUseToken(): Promise<string> {
  if (!appCheck) throw new Error('App Check has not been started');
  const { token } = await getLimitedUseToken(appCheck);
  return token;
}
