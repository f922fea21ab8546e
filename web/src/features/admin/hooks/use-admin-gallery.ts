import { useCallback, useEffect, useState } from 'react';
import type { ApiGalleryItem } from '@contracts/gallery';
import { fetchAdminGallery } from '@/features/admin/api/admin-gallery-api';

export type AdminGalleryState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: ApiGalleryItem[] };

/** Every gallery item for the office, reloaded after each change. */
export function useAdminGallery() {
  const [result, setResult] = useState<AdminGalleryState>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminGallery(controller.signal).then(
      (items) => setResult({ state: 'loaded', items }),
      () => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [round]);

  const reload = useCallback(() => setRound((now) => now + 1), []);
  return { result, reload };
}
