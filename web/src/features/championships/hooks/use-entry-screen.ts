import { useEffect, useState } from 'react';
import type { Championship, MyEntry } from '@contracts/championship';
import {
  fetchChampionship,
  fetchEventFacts,
  fetchMyEntries,
} from '@/features/championships/api/championship-api';
import type { EntryAthlete } from '@/features/championships/lib/entry-athlete';
import { isApiError } from '@/lib/api-errors';

export type EntryScreenLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-open' }
  | {
      state: 'loaded';
      title: string;
      championship: Championship;
      athletes: EntryAthlete[];
      entries: MyEntry[];
    };

/**
 * What an entry screen needs, read once: the championship (its year decides the age categories),
 * the athletes the caller may enter and the entries they may act on. A 404 for the championship
 * means the event is not open for entries.
 */
export function useEntryScreen(
  eventId: string,
  loadAthletes: (championship: Championship, signal: AbortSignal) => Promise<EntryAthlete[]>,
) {
  const [load, setLoad] = useState<EntryScreenLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const [championship, event] = await Promise.all([
        fetchChampionship(eventId, signal),
        fetchEventFacts(eventId, signal),
      ]);
      const [athletes, entries] = await Promise.all([
        loadAthletes(championship, signal),
        fetchMyEntries(eventId, signal),
      ]);
      setLoad({ state: 'loaded', title: event.title, championship, athletes, entries });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      setLoad({ state: isApiError(error) && error.status === 404 ? 'not-open' : 'failed' });
    });
    return () => controller.abort();
    // The loader is a module function; only a retry reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { load, retry };
}
