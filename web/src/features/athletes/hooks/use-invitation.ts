import { useEffect, useState } from 'react';
import type { GuardianInvitation } from '@contracts/athlete';
import { fetchInvitation } from '@/features/athletes/api/athletes-api';
import { isApiError } from '@/lib/api-errors';

export type InvitationState =
  | { state: 'loading' }
  /** The server's refusal in words (unknown or used token, another account's invitation). */
  | { state: 'refused'; message: string }
  | { state: 'failed' }
  | { state: 'loaded'; invitation: GuardianInvitation };

/** What the invitation link points at; `retry` asks again after a failure to reach the server. */
export function useInvitation(token: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<InvitationState>({ state: 'loading' });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchInvitation(token, controller.signal).then(
      (invitation) => setResult({ state: 'loaded', invitation }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        const refused = isApiError(error) && error.kind === 'http' && error.status !== 503;
        setResult(refused ? { state: 'refused', message: error.message } : { state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  return {
    result,
    retry: () => {
      setResult({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
