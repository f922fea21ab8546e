import { getAppCheck } from 'firebase-admin/app-check';
import { getAdminApp } from '../firebase-app';

/**
 * Resolves when `token` is a valid App Check token of this project; rejects otherwise. With
 * `consume`, the token must also never have been consumed before (a limited-use token, spent by
 * this check). The seam the API's App Check guard is built with, so unit tests pass a test double.
 */
export type AppCheckVerifier = (token: string, consume?: boolean) => Promise<void>;

/** The real check: the Admin SDK verifies the token's signature, project and expiry. */
export const verifyWithAdminSdk: AppCheckVerifier = async (token, consume = false) => {
  const result = await getAppCheck(getAdminApp()).verifyToken(token, consume ? { consume } : {});
  if (consume && result.alreadyConsumed) throw new Error('App Check token replayed');
};
