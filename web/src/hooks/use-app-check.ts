import { useEffect } from 'react';
import { prepareAppCheck } from '@/lib/app-check/app-check';

/**
 * For pages with a form: starts App Check (when configured) as the page opens, so its token is
 * ready, and reCAPTCHA has seen the visit, by the time the form is sent.
 */
export function useAppCheck(): void {
  useEffect(() => {
    // A failure only means the first write fetches it instead; nothing to show here.
    prepareAppCheck().catch(() => undefined);
  }, []);
}
