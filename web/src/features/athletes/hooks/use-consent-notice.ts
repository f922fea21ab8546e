import { useCallback, useEffect, useState } from 'react';
import type { ConsentNotice } from '@contracts/athlete';
import { fetchConsentNotice } from '@/features/athletes/api/athletes-api';
import { isApiError } from '@/lib/api-errors';

export type NoticeState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; notice: ConsentNotice };

/**
 * The current consent notice, fetched the first time it is needed (a minor child or ward is being
 * added) and again on `reload`: after a failure, or when the server says the notice changed.
 */
export function useConsentNotice(needed: boolean) {
  const [asked, setAsked] = useState(needed);
  if (needed && !asked) setAsked(true);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<NoticeState>({ state: 'loading' });

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    fetchConsentNotice(controller.signal).then(
      (notice) => setResult({ state: 'loaded', notice }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [asked, attempt]);

  const reload = useCallback(() => {
    setResult({ state: 'loading' });
    setAsked(true);
    setAttempt((count) => count + 1);
  }, []);
  return { result, reload };
}
