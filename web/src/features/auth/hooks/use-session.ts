import type { Session } from '@/features/auth/types';

const signedOut: Session = { user: null, signOut: () => undefined };

/**
 * The current session as the header and menus see it. Accounts arrive with the auth issue: this
 * is the one place to connect them (Firebase Auth state, sign-out that returns to /).
 */
export function useSession(): Session {
  return signedOut;
}
