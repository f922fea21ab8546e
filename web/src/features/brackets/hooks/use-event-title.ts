import { useEffect, useState } from 'react';
import { fetchEventTitle } from '@/features/brackets/api/brackets-api';

/**
 * The event's title once read; null before, or when it cannot be read (the page works without).
 * A page the server rendered (`seeded`) has it already, and reads nothing.
 */
export function useEventTitle(
  eventId: string,
  seeded: { title: string | null } | null = null,
): string | null {
  const [title, setTitle] = useState<{ eventId: string; title: string | null } | null>(() =>
    seeded ? { eventId, title: seeded.title } : null,
  );
  useEffect(() => {
    if (seeded) return;
    const controller = new AbortController();
    fetchEventTitle(eventId, controller.signal).then(
      (read) => setTitle({ eventId, title: read }),
      () => undefined,
    );
    return () => controller.abort();
  }, [eventId, seeded]);
  return title?.eventId === eventId ? title.title : null;
}
