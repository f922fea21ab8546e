import { useCallback, useContext, useEffect, useState } from 'react';
import type { ApiGalleryItem } from '@contracts/gallery';
import { locale } from '@/config/locale';
import { useHydrated } from '@/hooks/use-hydrated';
import { fetchGallery } from '@/features/gallery/api/gallery-api';
import { toGalleryItem } from '@/features/gallery/lib/from-api';
import { GallerySeedContext, readGallerySeed } from '@/features/gallery/lib/gallery-seed';
import type { GalleryItem } from '@/features/gallery/types';

export type GalleryStatus = 'loading' | 'ready' | 'failed';

/** The seed in the page being hydrated; none while rendering on the server without one. */
const seedInPage = () => (typeof document === 'undefined' ? null : readGallerySeed(document));

const inThisLanguage = (items: readonly ApiGalleryItem[]) =>
  items.map((item) => toGalleryItem(item, locale));

/**
 * The public gallery items, in this page's language. A page the server rendered with its items
 * starts with them and asks the API for nothing (the items came with it, as fresh as the API's own
 * cached answer); otherwise — the server could not read them, or the visitor came here from
 * another page of the app — they are loading until GET /api/gallery answers.
 */
export function useGalleryItems() {
  const rendering = useContext(GallerySeedContext);
  // The seed belongs to the first render of the page it came with, not to a later visit.
  const hydrated = useHydrated();
  const [seed] = useState(() => (hydrated ? null : (rendering ?? seedInPage())));
  const [items, setItems] = useState<readonly GalleryItem[]>(() =>
    seed ? inThisLanguage(seed.items) : [],
  );
  const [status, setStatus] = useState<GalleryStatus>(seed ? 'ready' : 'loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (seed && round === 0) return;
    const controller = new AbortController();
    fetchGallery(controller.signal).then(
      (answer) => {
        setItems(inThisLanguage(answer));
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [round, seed]);

  const retry = useCallback(() => {
    setStatus('loading');
    setRound((now) => now + 1);
  }, []);
  return { items, status, retry };
}
