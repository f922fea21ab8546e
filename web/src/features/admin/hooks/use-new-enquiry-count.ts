import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * For an admin: the number of unopened enquiries, asked again on every navigation (so opening one
 * in the inbox lowers it on the next page). Null for everyone else and until the first answer; a
 * failed call keeps the last number. The API module loads on first use, so visitors never get it.
 */
export function useNewEnquiryCount(admin: boolean): number | null {
  const { key } = useLocation();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!admin) return;
    const controller = new AbortController();
    import('@/features/admin/api/enquiries-api')
      .then(({ fetchNewEnquiryCount }) => fetchNewEnquiryCount(controller.signal))
      .then(setCount, () => undefined);
    return () => controller.abort();
  }, [admin, key]);

  return admin ? count : null;
}
