import { useCallback, useEffect, useState } from 'react';
import { locale } from '@/config/locale';
import { fetchGallery } from '@/features/gallery/api/gallery-api';
import { toGalleryItem } from '@/features/gallery/lib/from-api';
import type { GalleryItem } from '@/features/gallery/types';

export type GalleryStatus = 'loading' | 'ready' | 'failed';

/**
 * The public gallery items from the API, in this page's language. They start as loading on the
 * server (the prerendered page) and in the browser alike, so hydration matches.
 */
export function useGalleryItems() {
  const [items, setItems] = useState<readonly GalleryItem[]>([]);
  const [status, setStatus] = useState<GalleryStatus>('loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchGallery(controller.signal).then(
      (answer) => {
        setItems(answer.map((item) => toGalleryItem(item, locale)));
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [round]);

  const retry = useCallback(() => {
    setStatus('loading');
    setRound((now) => now + 1);
  }, []);
  return { items, status, retry };
}
