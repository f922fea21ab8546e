import { useCallback } from 'react';
import type { Contact } from '@contracts/contact';
import { fetchEnquiries } from '@/features/admin/api/enquiries-api';
import { useFetchedList } from '@/hooks/use-fetched-list';

/** The inbox, fetched fresh each time it opens; a change made here is applied in place. */
export function useEnquiries() {
  const { result, update, retry } = useFetchedList<Contact>(fetchEnquiries);
  const replace = useCallback(
    (changed: Contact) =>
      update((items) => items.map((item) => (item.id === changed.id ? changed : item))),
    [update],
  );
  const remove = useCallback(
    (id: string) => update((items) => items.filter((item) => item.id !== id)),
    [update],
  );
  return { result, replace, remove, retry };
}
