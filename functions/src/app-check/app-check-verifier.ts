import { getAppCheck } from 'firebase-admin/app-check';
import { getAdminApp } from '../firebase-app';

/**
 * Resolves when `token` is a valid App Check token of this project; rejects otherwise. The seam the
 * API's App Check guard is built with (createAppCheckGuard), so unit tests pass a test double.
 */
export type AppCheckVerifier = (token: string) => Promise<void>;

/** The real check: the Admin SDK verifies the token's signature, project and expiry. */
export const verifyWithAdminSdk: AppCheckVerifier = async (token) => {
  await getAppCheck(getAdminApp()).verifyToken(token);
};
