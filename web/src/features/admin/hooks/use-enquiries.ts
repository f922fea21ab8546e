import { useCallback, useEffect, useState } from 'react';
import type { Contact } from '@contracts/contact';
import { fetchEnquiries } from '@/features/admin/api/enquiries-api';
import { isApiError } from '@/lib/api-errors';

export type EnquiriesState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; enquiries: readonly Contact[] };

/**
 * The inbox, fetched fresh each time it opens (admin answers are never cached). A change made
 * here replaces or removes the message in place, so the list needs no reload.
 */
export function useEnquiries() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<EnquiriesState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchEnquiries(controller.signal).then(
      (enquiries) => setResult({ state: 'loaded', enquiries }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const replace = useCallback((changed: Contact) => {
    setResult((current) =>
      current.state === 'loaded'
        ? {
            state: 'loaded',
            enquiries: current.enquiries.map((item) => (item.id === changed.id ? changed : item)),
          }
        : current,
    );
  }, []);

  const remove = useCallback((id: string) => {
    setResult((current) =>
      current.state === 'loaded'
        ? { state: 'loaded', enquiries: current.enquiries.filter((item) => item.id !== id) }
        : current,
    );
  }, []);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { result, replace, remove, retry };
}
