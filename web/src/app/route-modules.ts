import { nextTask } from '@/lib/next-task';

// A page's route module and the modules it imports are evaluated together when the router first
// imports the route: on the events page some 25 ms of one task on a fast machine, most of it the
// contracts' zod schemas being built, so about 100 ms on a cheap phone, during which a tap waits.
// The starter of a prerendered page names those modules, each after what it imports
// (scripts/build/app-start.mjs, route-styles.mjs); importing them in that order, one per task,
// evaluates each on its own, and the router's import then finds them ready.

/** The page's route modules as the starter names them, dependencies first; none in development. */
export function startersRouteModules(doc: Document = document): string[] {
  const starter = doc.querySelector<HTMLScriptElement>('script[data-app-route-preload]');
  return (starter?.dataset.appRoutePreload ?? '').split(' ').filter(Boolean);
}

const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Imports `urls` in order, each in a task of its own. Stops at the first that fails: the router's
 * own import of the route then meets the same failure and shows it as it always does.
 */
export async function evaluateInTurn(
  urls: readonly string[],
  load: (url: string) => Promise<unknown> = importModule,
): Promise<void> {
  for (const url of urls) {
    await nextTask();
    try {
      await load(url);
    } catch {
      return;
    }
  }
}
