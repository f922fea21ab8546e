import { useEffect, useState } from 'react';
import { fetchIsDrawn } from '@/features/championships/api/championship-api';

/**
 * Whether the panel links to the brackets: asked only once entries are closed (a draw closes
 * them, so an open championship is never drawn), and false until known or when it cannot be read.
 */
export function useBracketsDrawn(eventId: string, entriesClosed: boolean): boolean {
  const [drawn, setDrawn] = useState<{ eventId: string; drawn: boolean } | null>(null);
  useEffect(() => {
    if (!entriesClosed) return;
    const controller = new AbortController();
    fetchIsDrawn(eventId, controller.signal).then(
      (answer) => setDrawn({ eventId, drawn: answer }),
      () => undefined,
    );
    return () => controller.abort();
  }, [eventId, entriesClosed]);
  return entriesClosed && drawn?.eventId === eventId && drawn.drawn;
}
