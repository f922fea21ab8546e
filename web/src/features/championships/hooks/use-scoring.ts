import { useCallback, useEffect, useState } from 'react';
import type { Brackets } from '@contracts/bracket';
import { fetchBrackets, scoreMatch } from '@/features/championships/api/bracket-api';
import { isApiError } from '@/lib/api-errors';

export type ScoringLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-drawn' }
  | { state: 'loaded'; brackets: Brackets };

/**
 * What became of a score: sent; not sent for want of an answer (the choice stays on screen to be
 * sent again: a score is never kept to be sent later, as the next bout depends on it); or refused.
 */
export type ScoreOutcome =
  { kind: 'sent' } | { kind: 'no-answer' } | { kind: 'refused'; message: string };

/** No answer, or the server's own trouble: worth sending again. A 4xx is the server's refusal. */
function outcomeOf(error: unknown): ScoreOutcome {
  if (isApiError(error) && error.kind === 'http' && (error.status ?? 500) < 500) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'no-answer' };
}

/**
 * The championship's brackets at the mat table: read fresh when the screen opens and on Refresh;
 * each score's answer (the division as the server now has it) replaces that division, so the next
 * bout appears with the winner already in it. A refused score re-reads everything: another
 * official may have scored or corrected the same bout.
 */
export function useScoring(eventId: string) {
  const [load, setLoad] = useState<ScoringLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchBrackets(eventId, controller.signal).then(
      (brackets) => setLoad({ state: 'loaded', brackets }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notDrawn = isApiError(error) && error.status === 404;
        // A failed refresh keeps the brackets on screen: the mat can go on with what it has.
        setLoad((now) =>
          now.state === 'loaded' ? now : { state: notDrawn ? 'not-drawn' : 'failed' },
        );
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const score = useCallback(
    async (matchId: string, winnerEntryId: string): Promise<ScoreOutcome> => {
      try {
        const division = await scoreMatch(eventId, matchId, winnerEntryId);
        setLoad((now) =>
          now.state === 'loaded'
            ? {
                state: 'loaded',
                brackets: {
                  ...now.brackets,
                  divisions: now.brackets.divisions.map((each) =>
                    each.id === division.id ? division : each,
                  ),
                },
              }
            : now,
        );
        return { kind: 'sent' };
      } catch (error) {
        const outcome = outcomeOf(error);
        if (outcome.kind === 'refused') refresh();
        return outcome;
      }
    },
    [eventId, refresh],
  );

  return { load, refresh, retry, score };
}
