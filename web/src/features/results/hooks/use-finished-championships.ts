import { useEffect, useState } from 'react';
import type { Results } from '@contracts/bracket';
import { todayInKolkata } from '@contracts/calendar-days';
import type { Event } from '@contracts/event';
import { fetchResults } from '@/features/results/api/results-api';
import { isFinished } from '@/features/results/lib/results-summary';

export interface FinishedChampionship {
  event: Event;
  results: Results;
}

/** Enough for several years of championships; older ones stay on their own event pages. */
export const MAX_CHAMPIONSHIPS = 10;

/** Tournaments already begun, newest first: the only events that may have results. */
export function candidateEvents(events: readonly Event[], today: string): Event[] {
  return events
    .filter((event) => event.eventType === 'tournament' && event.date.startDate <= today)
    .sort((a, b) => b.date.startDate.localeCompare(a.date.startDate))
    .slice(0, MAX_CHAMPIONSHIPS);
}

/**
 * The championships among `events` whose every division is decided, newest first. One public,
 * CDN-cached read per tournament already begun (a handful a year); a tournament that was never a
 * championship answers 404 and is left out, as is any read that fails.
 */
export function useFinishedChampionships(events: readonly Event[] | null) {
  const [finished, setFinished] = useState<FinishedChampionship[]>([]);
  useEffect(() => {
    if (!events) return;
    const controller = new AbortController();
    const candidates = candidateEvents(events, todayInKolkata());
    Promise.all(
      candidates.map((event) =>
        fetchResults(event.id, controller.signal).then(
          (results) => (isFinished(results) ? [{ event, results }] : []),
          () => [],
        ),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setFinished(found.flat());
    });
    return () => controller.abort();
  }, [events]);
  return finished;
}
