import { useEffect, useRef, useState } from 'react';
import { fetchBrackets } from '@/features/brackets/api/brackets-api';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import { newResults, type NewResult } from '@/features/brackets/lib/bracket-changes';
import { championshipDecided } from '@/features/brackets/lib/rounds';
import { isApiError } from '@/lib/api-errors';

/**
 * How often an open page asks for news. The API's answer is cached by the Hosting CDN for 10 s,
 * so however many phones in the hall poll, the function is asked about once per 10 s; a result
 * confirmed at the mat shows within half a minute (docs/decisions.md, "Live brackets").
 */
export const POLL_MS = 15_000;

export type BracketsLoad =
  | { state: 'loading' }
  | { state: 'not-drawn' }
  | { state: 'failed' }
  | { state: 'loaded'; brackets: Brackets; news: NewResult[] };

/** The brackets the server rendered the page with: null before the draw. */
export interface SeededBrackets {
  brackets: Brackets | null;
}

const firstLoad = (seed: SeededBrackets | null): BracketsLoad => {
  if (!seed) return { state: 'loading' };
  return seed.brackets
    ? { state: 'loaded', brackets: seed.brackets, news: [] }
    : { state: 'not-drawn' };
};

/**
 * The brackets of a championship, kept up to date while the page is visible: asked again every
 * POLL_MS, at once when the page comes back into view, and no more once every division is decided
 * or the page is hidden. A failed refresh keeps what is shown (a hall's network comes and goes).
 * A page the server rendered with its brackets (`seed`) shows them and asks at the next poll:
 * they are the answer of a moment ago.
 */
export function useLiveBrackets(eventId: string, seed: SeededBrackets | null = null) {
  const [load, setLoad] = useState<BracketsLoad>(() => firstLoad(seed));
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<Brackets | null>(null);

  useEffect(() => {
    const fromSeed = attempt === 0 ? seed : null;
    shown.current = fromSeed?.brackets ?? null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let done = shown.current ? championshipDecided(shown.current) : false;

    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      clearTimeout(timer);
      if (!done && visible()) timer = setTimeout(() => void ask(), POLL_MS);
    };

    async function ask() {
      clearTimeout(timer);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const brackets = await fetchBrackets(eventId, current.signal);
        const news = newResults(shown.current, brackets);
        shown.current = brackets;
        done = championshipDecided(brackets);
        setLoad({ state: 'loaded', brackets, news });
      } catch (error) {
        if (current.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setLoad({ state: 'not-drawn' });
        else if (!shown.current) setLoad({ state: 'failed' });
      }
      schedule();
    }

    const onVisibility = () => {
      if (visible() && !done) void ask();
      else clearTimeout(timer);
    };
    if (fromSeed) schedule();
    else void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [eventId, attempt, seed]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { load, retry };
}
