import { useEffect, useState } from 'react';
import { fetchEventTitle } from '@/features/brackets/api/brackets-api';

/** The event's title once read; null before, or when it cannot be read (the page works without). */
export function useEventTitle(eventId: string): string | null {
  const [title, setTitle] = useState<{ eventId: string; title: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchEventTitle(eventId, controller.signal).then(
      (read) => setTitle({ eventId, title: read }),
      () => undefined,
    );
    return () => controller.abort();
  }, [eventId]);
  return title?.eventId === eventId ? title.title : null;
}
