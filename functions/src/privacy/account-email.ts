import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import { authMessages } from '../contracts/auth-messages';
import { unauthorized } from '../http/http-error';

/**
 * The account's email as Firebase Auth holds it now (lower case), the one the member signs in
 * with: the profile's copy or the token's may be older. 401 when the account is gone.
 */
export async function accountEmail(uid: string, fallback = ''): Promise<string> {
  try {
    const record = await getAdminAuth().getUser(uid);
    return (record.email ?? fallback).trim().toLowerCase();
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') {
      throw unauthorized('auth/session-expired', authMessages.tokenExpired);
    }
    throw error;
  }
}
