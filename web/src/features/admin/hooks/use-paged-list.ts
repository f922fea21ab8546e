import { useCallback, useState } from 'react';
import { useFetchedList } from '@/hooks/use-fetched-list';

export interface ListPage<T> {
  data: T[];
  /** Where the next page starts, or null on the last one. */
  nextBefore: string | null;
}

export type MoreState = 'idle' | 'loading' | 'failed';

/**
 * A list read page by page, newest first ("Load more"). The first page loads on mount (fresh every
 * time, like the other admin lists); a component whose query changes is remounted by its parent
 * (a `key`), so one instance always pages through one query.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (before: string | null, signal?: AbortSignal) => Promise<ListPage<T>>,
) {
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [moreState, setMoreState] = useState<MoreState>('idle');
  const { result, update, retry } = useFetchedList<T>(async (signal) => {
    const page = await fetchPage(null, signal);
    setNextBefore(page.nextBefore);
    setMoreState('idle');
    return page.data;
  });

  const loadMore = useCallback(async () => {
    if (!nextBefore) return;
    setMoreState('loading');
    try {
      const page = await fetchPage(nextBefore);
      // A row created while paging can not repeat (the cursor is a time), but never show one twice.
      update((items) => [
        ...items,
        ...page.data.filter((row) => !items.some((item) => item.id === row.id)),
      ]);
      setNextBefore(page.nextBefore);
      setMoreState('idle');
    } catch {
      setMoreState('failed');
    }
  }, [fetchPage, nextBefore, update]);

  const replace = useCallback(
    (changed: T) =>
      update((items) => items.map((item) => (item.id === changed.id ? changed : item))),
    [update],
  );

  return { result, retry, replace, loadMore, nextBefore, moreState };
}
