import type { User } from '@contracts/user';
import type { SessionUser } from '@/features/auth/types';

/** The profile the API returns, reduced to what the app displays. */
export function toSessionUser(user: User): SessionUser {
  return {
    uid: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    photoURL: user.photoURL,
    createdAt: user.createdAt,
  };
}

/** The part of a Firebase user the session reads; Firebase's own User type satisfies it. */
export interface FirebaseIdentity {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/**
 * Used until the server's profile arrives, or when it cannot be fetched (a failed refresh
 * is ignored): the name Firebase knows, else the part of the email before the @.
 */
export function fromFirebaseIdentity(identity: FirebaseIdentity): SessionUser {
  const email = identity.email ?? '';
  return {
    uid: identity.uid,
    name: identity.displayName?.trim() || email.split('@')[0] || 'Member',
    email,
    phone: '',
    role: '',
    photoURL: identity.photoURL ?? '',
    createdAt: '',
  };
}
