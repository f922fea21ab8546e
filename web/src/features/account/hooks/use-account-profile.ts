import { useCallback, useEffect, useState } from 'react';
import { type AccountProfile, fetchAccountProfile } from '@/features/account/api/account-api';
import { isApiError } from '@/lib/api-errors';

export type ProfileLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; profile: AccountProfile };

/**
 * The member's profile as the server holds it, date of birth included (the session's copy has no
 * date of birth: it is cached in the browser, which should hold no more than the header needs).
 */
export function useAccountProfile() {
  const [load, setLoad] = useState<ProfileLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAccountProfile(controller.signal).then(
      (profile) => setLoad({ state: 'ready', profile }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { load, retry };
}
