import { useEffect, useState } from 'react';
import type { Event } from '@contracts/event';
import { fetchAdminEvent } from '@/features/admin/api/admin-events-api';
import { isApiError } from '@/lib/api-errors';

export type AdminEventLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'loaded'; event: Event };

/** The event to edit, read fresh; 'missing' for an id the API does not know (404). */
export function useAdminEvent(id: string) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<AdminEventLoad>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminEvent(id, controller.signal).then(
      (event) => setLoad({ state: 'loaded', event }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setLoad({ state: isApiError(error) && error.status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { load, retry };
}
