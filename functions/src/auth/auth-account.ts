import type { UserRecord } from 'firebase-admin/auth';
import { authMessages } from '../contracts/auth-messages';
import { unauthorized } from '../http/http-error';
import { firebaseErrorCode, getAdminAuth } from './admin-auth';

/**
 * The caller's Auth account, read fresh. An account deleted under a still-valid token means the
 * session is over: 401 `auth/session-expired`, as every other refused session.
 */
export async function readAuthAccount(uid: string): Promise<UserRecord> {
  try {
    return await getAdminAuth().getUser(uid);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') {
      throw unauthorized('auth/session-expired', authMessages.tokenExpired);
    }
    throw error;
  }
}
