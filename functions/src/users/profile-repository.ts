import type { UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { readAuthAccount } from '../auth/auth-account';
import type { User } from '../contracts/user';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { DEFAULT_ROLE, toApiUser, type NewStoredUser, type StoredUser } from './stored-user';

/** A healthy read or write takes milliseconds; past this, the member hears "unavailable". */
const DEADLINE_MS = 5_000;

const profileRef = (uid: string) => collections.users().doc(uid);

/** A complete new profile; the role is always the default, whatever a request said. */
export function newProfile(
  fields: Partial<Pick<NewStoredUser, 'name' | 'email' | 'phone' | 'photoURL' | 'googleId'>>,
  createdAt = Timestamp.now(),
): NewStoredUser {
  return {
    name: fields.name || 'User',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    role: DEFAULT_ROLE,
    status: 'active',
    photoURL: fields.photoURL ?? '',
    googleId: fields.googleId ?? '',
    dateOfBirth: '',
    createdAt,
    updatedAt: Timestamp.now(),
  };
}

/** The profile an account created elsewhere (console, client SDK, import) should have had. */
export function profileFromAuthUser(record: UserRecord): NewStoredUser {
  const created = new Date(record.metadata.creationTime);
  const google = record.providerData.find((provider) => provider.providerId === 'google.com');
  return newProfile(
    {
      name: record.displayName?.trim() || google?.displayName?.trim(),
      email: record.email,
      phone: record.phoneNumber,
      photoURL: record.photoURL,
      googleId: google?.uid,
    },
    Number.isNaN(created.getTime()) ? Timestamp.now() : Timestamp.fromDate(created),
  );
}

export async function readProfile(uid: string): Promise<StoredUser | undefined> {
  const snapshot = await withDeadline(profileRef(uid).get(), DEADLINE_MS, 'Read profile');
  return snapshot.data();
}

/**
 * Creates the profile unless one exists, and returns whichever is stored. create() + ALREADY_EXISTS
 * rather than a transaction: the embedded emulator does not isolate transactions
 * (docs/decisions.md), and two first requests racing must both end with the one document.
 */
export async function createProfile(uid: string, profile: NewStoredUser): Promise<StoredUser> {
  try {
    await withDeadline(profileRef(uid).create(profile), DEADLINE_MS, 'Create profile');
    return profile;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return (await readProfile(uid)) ?? profile;
  }
}

/**
 * The member's profile, created from the Auth account when missing: every account has one.
 * `claims.admin` is the caller's verified admin claim, which decides the answered role.
 */
export async function ensureProfile(uid: string, claims: { admin: boolean }): Promise<User> {
  const existing = await readProfile(uid);
  if (existing) return toApiUser(uid, existing, claims);
  const record = await readAuthAccount(uid);
  return toApiUser(uid, await createProfile(uid, profileFromAuthUser(record)), claims);
}

/** Writes `changes` into an existing profile (never its role) and returns the result. */
export async function updateProfile(
  uid: string,
  current: StoredUser,
  changes: Partial<
    Pick<NewStoredUser, 'name' | 'email' | 'phone' | 'dateOfBirth' | 'photoURL' | 'googleId'>
  >,
): Promise<StoredUser> {
  const update = { ...changes, updatedAt: Timestamp.now() };
  await withDeadline(profileRef(uid).update(update), DEADLINE_MS, 'Update profile');
  return { ...current, ...update };
}
