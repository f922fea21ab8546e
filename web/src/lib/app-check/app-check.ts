import type { ApiErrorCode } from '@contracts/api-error-codes';
import { appCheckSettings } from '@/config/app-check-config';

// App Check in the browser, loaded on demand: form pages start it early (useAppCheck) so reCAPTCHA
// sees the visit before the submit; a write from any other page starts it then. With no site key
// configured (every local build) all of this is a no-op and nothing is downloaded.

type AppCheckRuntime = typeof import('@/lib/app-check/app-check-runtime');

/** The header the Firebase SDKs use and the API checks (functions/src/http/app-check-guard.ts). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** The code of the API's 401 for a write without a valid token: not a session problem. */
export const APP_CHECK_FAILED_CODE: ApiErrorCode = 'auth/app-check-failed';

/** A token that does not come within this time is left out rather than holding the write up. */
export const APP_CHECK_TOKEN_TIMEOUT_MS = 10_000;

let starting: Promise<AppCheckRuntime> | null = null;

export const appCheckEnabled = (): boolean => appCheckSettings() !== null;

/** Loads and starts App Check once; resolves null when it is off. A failed download is retried later. */
export function prepareAppCheck(): Promise<AppCheckRuntime | null> {
  const settings = appCheckSettings();
  if (!settings) return Promise.resolve(null);
  starting ??= import('@/lib/app-check/app-check-runtime').then(
    (runtime) => {
      runtime.startAppCheck(settings);
      return runtime;
    },
    (error: unknown) => {
      starting = null;
      throw error;
    },
  );
  return starting;
}

/**
 * The token for a write, or null when App Check is off or no token could be had (offline, blocked
 * script): the request then goes without one and the server decides, which while App Check is only
 * monitored means it still succeeds. `limitedUse` asks for a fresh single-use token.
 */
export async function appCheckToken(limitedUse = false): Promise<string | null> {
  if (!appCheckEnabled()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), APP_CHECK_TOKEN_TIMEOUT_MS);
  });
  const token = prepareAppCheck()
    .then((runtime) => {
      if (!runtime) return null;
      return limitedUse ? runtime.limitedUseToken() : runtime.currentToken();
    })
    .catch(() => null);
  try {
    return await Promise.race([token, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
