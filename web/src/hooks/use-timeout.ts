import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs one delayed task at a time (a redirect a few seconds after a message). Scheduling
 * again replaces the pending task; leaving the screen cancels it.
 */
export function useTimeout(): (task: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((task: () => void, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(task, delayMs);
  }, []);
}
