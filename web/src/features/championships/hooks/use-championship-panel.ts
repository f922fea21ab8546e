import { useEffect, useState } from 'react';
import type { Championship, DivisionWithCount, PublicEntry } from '@contracts/championship';
import {
  fetchChampionship,
  fetchDivisions,
  fetchPublicEntries,
} from '@/features/championships/api/championship-api';
import { isApiError } from '@/lib/api-errors';

export type ChampionshipPanelLoad =
  | { state: 'loading' }
  /** The event is not a championship open for entries: the panel shows nothing. */
  | { state: 'none' }
  | { state: 'failed' }
  | {
      state: 'loaded';
      championship: Championship;
      divisions: DivisionWithCount[];
      entries: PublicEntry[];
    };

/** The public side of a championship, three public reads the service worker keeps for offline. */
export function useChampionshipPanel(eventId: string) {
  const [load, setLoad] = useState<ChampionshipPanelLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      fetchChampionship(eventId, signal),
      fetchDivisions(eventId, signal),
      fetchPublicEntries(eventId, signal),
    ]).then(
      ([championship, divisions, entries]) =>
        setLoad({ state: 'loaded', championship, divisions, entries }),
      (error: unknown) => {
        if (signal.aborted) return;
        // Only a server in trouble is worth a message: a 404 is an ordinary event, and without
        // a signal (nothing saved from an earlier visit) any event would show a failure.
        const serverTrouble = isApiError(error) && (error.status ?? 0) >= 500;
        setLoad({ state: serverTrouble ? 'failed' : 'none' });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { load, retry };
}
