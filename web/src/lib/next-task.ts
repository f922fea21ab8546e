// Work that can wait a few milliseconds runs in a task of its own, so the browser may paint and
// answer a tap in between. On a cheap phone the steps of starting the app (the page's modules
// evaluated, the router built, hydration's effects, the first API call, the session) take tens
// of milliseconds each; run back to back in one task they delayed a tap by a quarter of a second.

/** Resolves in a fresh task (after anything the browser has queued, such as input). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` in a fresh task; the returned function cancels it if it has not run yet (an
 * effect's clean-up, when the component goes before the task comes).
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
