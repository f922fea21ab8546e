import { readAuthAccount } from '../auth/auth-account';
import { readProfile } from '../users/profile-repository';
import { knownDateOfBirth, type GuardianFacts } from './consent-rule';

/** The account's own date of birth from its profile; it counts only as a real calendar day. */
export async function readProfileDateOfBirth(uid: string): Promise<string | undefined> {
  return knownDateOfBirth((await readProfile(uid))?.dateOfBirth);
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
  const [record, dateOfBirth] = await Promise.all([
    readAuthAccount(uid),
    readProfileDateOfBirth(uid),
  ]);
  return {
    email: (record.email ?? '').toLowerCase(),
    emailVerified: record.emailVerified,
    dateOfBirth,
  };
}
