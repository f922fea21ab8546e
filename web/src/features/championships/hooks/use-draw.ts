import { useCallback, useEffect, useState } from 'react';
import type { Brackets, DrawPayload } from '@contracts/bracket';
import { drawChampionship, fetchBrackets } from '@/features/championships/api/bracket-api';
import { isApiError } from '@/lib/api-errors';

export type DrawLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-drawn' }
  | { state: 'drawn'; brackets: Brackets };

/** Why a draw did not happen, in the terms the control words it. */
export type DrawRefusal =
  { kind: 'undecided' } | { kind: 'already-drawn' } | { kind: 'other'; message: string };

/**
 * The championship's draw for the office: whether it has been drawn (the public brackets answer
 * 404 `not-drawn` until then), and the draw or redraw itself.
 */
export function useDraw(eventId: string) {
  const [load, setLoad] = useState<DrawLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchBrackets(eventId, controller.signal).then(
      (brackets) => setLoad({ state: 'drawn', brackets }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notDrawn = isApiError(error) && error.status === 404;
        setLoad({ state: notDrawn ? 'not-drawn' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const draw = useCallback(
    async (payload: DrawPayload): Promise<DrawRefusal | null> => {
      try {
        const brackets = await drawChampionship(eventId, payload);
        setLoad({ state: 'drawn', brackets });
        return null;
      } catch (error) {
        const code = isApiError(error) ? error.code : undefined;
        if (code === 'weigh-in-undecided') return { kind: 'undecided' };
        if (code === 'already-drawn') {
          // Drawn from another screen meanwhile: show that draw rather than a stale "not drawn".
          setAttempt((n) => n + 1);
          return { kind: 'already-drawn' };
        }
        return { kind: 'other', message: isApiError(error) ? error.message : String(error) };
      }
    },
    [eventId],
  );

  return { load, reload, draw };
}
