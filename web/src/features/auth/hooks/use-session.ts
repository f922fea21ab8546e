import { useSyncExternalStore } from 'react';
import { signOut } from '@/features/auth/lib/session-boot';
import { sessionStore } from '@/features/auth/lib/session-store';
import type { Session } from '@/features/auth/types';

/**
 * The current session as the header, menus and protected routes see it. The server and the first
 * client render see 'loading', so prerendered pages hydrate without a mismatch.
 */
export function useSession(): Session {
  const snapshot = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return { ...snapshot, signOut };
}
