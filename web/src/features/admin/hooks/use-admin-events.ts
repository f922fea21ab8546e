import { useCallback } from 'react';
import type { Event } from '@contracts/event';
import { fetchAdminEvents } from '@/features/admin/api/admin-events-api';
import { useFetchedList } from '@/hooks/use-fetched-list';

/** Every event, fetched fresh each time the list opens; a deletion is applied in place. */
export function useAdminEvents() {
  const { result, update, retry } = useFetchedList<Event>(fetchAdminEvents);
  const remove = useCallback(
    (id: string) => update((items) => items.filter((item) => item.id !== id)),
    [update],
  );
  return { result, remove, retry };
}
