import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { User } from '../contracts/user';

/** Role of every profile the app creates; admin is a custom claim granted by a script. */
export const DEFAULT_ROLE = 'user';

// Each field falls back to "missing" rather than failing the read: profiles may be edited by hand in
// the console, and a member must still be able to sign in with an odd one (the API fills in '').
const text = z.string().optional().catch(undefined);
const timestamp = z.instanceof(Timestamp).optional().catch(undefined);

/** `users/{uid}` as stored (fields this code does not know are ignored on read, never removed). */
export const storedUserSchema = z.object({
  name: text,
  email: text,
  phone: text,
  role: text,
  status: text,
  photoURL: text,
  googleId: text,
  /** YYYY-MM-DD; absent on profiles made before members could add it. */
  dateOfBirth: text,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** What the server writes for a new profile: every field, so no read ever has to guess. */
export interface NewStoredUser {
  name: string;
  email: string;
  phone: string;
  role: typeof DEFAULT_ROLE;
  status: 'active';
  photoURL: string;
  googleId: string;
  /** YYYY-MM-DD or '' (the member adds it in their profile). */
  dateOfBirth: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * The API's User: `_id` and `id` are the uid, the phone under both names; missing strings
 * are ''. The role comes from the caller's verified `admin` claim, the one source of the admin role:
 * a `role` field in the stored profile (a hand edit in the console) grants nothing.
 */
export function toApiUser(uid: string, stored: StoredUser, { admin }: { admin: boolean }): User {
  const phone = stored.phone ?? '';
  return {
    _id: uid,
    id: uid,
    name: stored.name ?? '',
    email: stored.email ?? '',
    phone,
    phoneNumber: phone,
    role: admin ? 'admin' : DEFAULT_ROLE,
    status: stored.status ?? '',
    createdAt: stored.createdAt?.toDate().toISOString() ?? '',
    photoURL: stored.photoURL ?? '',
    googleId: stored.googleId ?? '',
    dateOfBirth: stored.dateOfBirth ?? '',
  };
}
