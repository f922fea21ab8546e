import { useEffect, useState } from 'react';
import { fetchMyProfile } from '@/features/auth/api/account-api';
import { useSession } from '@/features/auth/hooks/use-session';
import { connectSession } from '@/features/auth/lib/session-boot';
import { toSessionUser } from '@/features/auth/lib/session-user';
import type { SessionUser } from '@/features/auth/types';

/**
 * The dashboard's profile, fetched fresh when it opens. Until it arrives (or if it cannot be
 * fetched) the session's copy is shown; the fresh one also updates the header.
 */
export function useMyProfile(): SessionUser | null {
  const { user: sessionUser } = useSession();
  const [fresh, setFresh] = useState<SessionUser | null>(null);

  useEffect(() => {
    let active = true;
    fetchMyProfile().then(
      (profile) => {
        if (!active) return;
        setFresh(toSessionUser(profile));
        void connectSession().then(
          (session) => session.adoptProfile(profile),
          () => undefined,
        );
      },
      () => undefined, // the session's copy stays on show
    );
    return () => {
      active = false;
    };
  }, []);

  return fresh ?? sessionUser;
}
