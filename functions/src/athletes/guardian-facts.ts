import type { UserRecord } from 'firebase-admin/auth';
import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import { authMessages } from '../contracts/auth-messages';
import { COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { getDb } from '../db/firestore';
import { unauthorized } from '../http/http-error';
import { knownDateOfBirth, type GuardianFacts } from './consent-rule';

const DEADLINE_MS = 5_000;

/**
 * The account's own date of birth from `users/{uid}`, read without the profile converter: the field
 * is newer than some profiles, and whatever is there must be a real calendar day to count.
 */
export async function readProfileDateOfBirth(uid: string): Promise<string | undefined> {
  const snapshot = await withDeadline(
    getDb().collection(COLLECTION_NAMES.users).doc(uid).get(),
    DEADLINE_MS,
    'Read profile date of birth',
  );
  return knownDateOfBirth(snapshot.get('dateOfBirth'));
}

async function readAccount(uid: string): Promise<UserRecord> {
  try {
    return await getAdminAuth().getUser(uid);
  } catch (error) {
    // The account was deleted under a still-valid token: the session is over.
    if (firebaseErrorCode(error) === 'auth/user-not-found') {
      throw unauthorized('auth/session-expired', authMessages.tokenExpired);
    }
    throw error;
  }
}

export interface AccountFacts extends GuardianFacts {
  /** The account's email in lower case, '' when it has none. */
  email: string;
}

/**
 * What makes an account's consent verifiable, read fresh: the email's verification from Auth (an
 * ID token says what was true when it was issued, up to an hour ago) and the profile's date of birth.
 */
export async function readAccountFacts(uid: string): Promise<AccountFacts> {
  const [record, dateOfBirth] = await Promise.all([readAccount(uid), readProfileDateOfBirth(uid)]);
  return {
    email: (record.email ?? '').toLowerCase(),
    emailVerified: record.emailVerified,
    dateOfBirth,
  };
}
