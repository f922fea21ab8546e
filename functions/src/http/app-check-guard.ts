import type { AppCheckVerifier } from '../app-check/app-check-verifier';
import { isLimitedUseRequest } from '../contracts/limited-use-endpoints';
import { apiMessages } from '../contracts/messages';
import { HttpError } from './http-error';
import type { HeaderValue } from './types';

/** The header the Firebase SDKs use for App Check tokens; the web API client sends the same. */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

/** Reads can be cached by the CDN and change nothing, so only these methods are checked. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AppCheckGuardOptions {
  /** APP_CHECK_ENFORCE; when false the guard lets everything through. */
  enforce: boolean;
  verify: AppCheckVerifier;
  /** Told about tokens that failed verification (a missing one is the common, boring case). */
  onInvalid?: (error: unknown) => void;
}

/**
 * Throws the 401 to answer when a write lacks a valid App Check token; resolves otherwise. The
 * path (`/api/...`) says whether the write takes only limited-use tokens.
 */
export type AppCheckGuard = (
  method: string,
  headers: Record<string, HeaderValue>,
  path?: string,
) => Promise<void>;

// Not `unauthorized()`: its Bearer challenge is about the ID token, which may be perfectly fine.
const verificationFailed = () =>
  new HttpError(401, 'auth/app-check-failed', apiMessages.appCheckFailed);

export function createAppCheckGuard(options: AppCheckGuardOptions): AppCheckGuard {
  return async (method, headers, path = '') => {
    if (!options.enforce || !WRITE_METHODS.has(method.toUpperCase())) return;
    const token = headers[APP_CHECK_HEADER];
    if (typeof token !== 'string' || token.trim() === '') throw verificationFailed();
    try {
      await options.verify(token.trim(), isLimitedUseRequest(method, path));
    } catch (error) {
      options.onInvalid?.(error);
      throw verificationFailed();
    }
  };
}
