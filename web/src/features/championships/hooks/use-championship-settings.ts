import { useEffect, useState } from 'react';
import type { Championship } from '@contracts/championship';
import type { Event } from '@contracts/event';
import { fetchChampionship, fetchEventFacts } from '@/features/championships/api/championship-api';
import { isApiError } from '@/lib/api-errors';

export type SettingsLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; event: Event; championship: Championship | null };

/** The event and its championship settings as stored now (null: not opened yet), read fresh. */
export function useChampionshipSettings(eventId: string) {
  const [load, setLoad] = useState<SettingsLoad>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const settings = fetchChampionship(eventId, signal).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    });
    Promise.all([fetchEventFacts(eventId, signal, true), settings]).then(
      ([event, championship]) => setLoad({ state: 'loaded', event, championship }),
      () => {
        if (!signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [eventId]);

  return {
    load,
    saved: (championship: Championship) =>
      setLoad((now) => (now.state === 'loaded' ? { ...now, championship } : now)),
  };
}
