import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-errors';

export type FetchedList<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: readonly T[] };

/**
 * A list fetched from the API when the component mounts (fresh every time: member and admin
 * answers are never cached). `retry` fetches again after a failure; `update` changes the loaded
 * list in place after a write, so the screen needs no reload.
 */
export function useFetchedList<T>(fetchList: (signal: AbortSignal) => Promise<readonly T[]>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<FetchedList<T>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchList(controller.signal).then(
      (items) => setResult({ state: 'loaded', items }),
      (error: unknown) => {
        // Leaving the screen cancels the call; that is not a failure to show.
        if (isApiError(error) && error.kind === 'aborted') return;
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // The fetcher is a module function; only a retry fetches again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const update = useCallback((change: (items: readonly T[]) => readonly T[]) => {
    setResult((current) =>
      current.state === 'loaded' ? { state: 'loaded', items: change(current.items) } : current,
    );
  }, []);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { result, update, retry };
}
