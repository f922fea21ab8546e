/** Where the member's sign-in stands: unknown until Firebase has read its stored session. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The member as the app displays them. Cached in localStorage (`user`) so the header can greet
 * them right after hydration; it never holds a token.
 */
export interface SessionUser {
  uid: string;
  name: string;
  email: string;
  phone: string;
  /** Empty when unknown; the profile then shows 'student' (spec §6). */
  role: string;
  photoURL: string;
  /** ISO date, empty when unknown. */
  createdAt: string;
}

export interface SessionSnapshot {
  status: SessionStatus;
  /** While loading, the cached display user (if any); otherwise the confirmed member. */
  user: SessionUser | null;
  /**
   * The verified `admin` custom claim of the member's current ID token, the one source of the
   * admin role (design §4); undefined until the token has been read, and for visitors.
   */
  admin?: boolean;
}

export interface Session extends SessionSnapshot {
  signOut: () => void;
}

/** Navigation from outside React, handed in by the app shell at start-up. */
export interface SessionNavigator {
  /** Resolves once the new page is on screen. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  /** pathname + search of the current location. */
  currentPath: () => string;
}
