import { type Context, useContext, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The data a page was rendered with on the server (a function renders some public pages with
 * their data, and writes it after the root as a JSON data block): on the server, the render's
 * `context`; in the browser, while the page hydrates, what `readInPage` finds in the document.
 * Null on a later visit (a client-side navigation), which loads its data itself: the seed belongs
 * to the first render of the page it came with. Read once, on the first render.
 */
export function useServerSeed<Seed>(
  context: Context<Seed | null>,
  readInPage: (doc: Document) => Seed | null,
): Seed | null {
  const rendering = useContext(context);
  const hydrated = useHydrated();
  const [seed] = useState(() => {
    if (hydrated) return null;
    if (rendering) return rendering;
    return typeof document === 'undefined' ? null : readInPage(document);
  });
  return seed;
}
