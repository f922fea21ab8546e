import { useEffect } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';

/**
 * Writes the settled sign-in state on <html data-session="signed-in|signed-out">. Until then a
 * page can still change (the contact form's note, the header's account menu), so tools that
 * measure a finished page — the layout-shift budget of scripts/measure/page-budgets.mjs — wait for it.
 * A component of its own so that session changes do not re-render the app root.
 */
export function SessionStateMarker() {
  const { status } = useSession();
  useEffect(() => {
    const html = document.documentElement;
    if (status === 'loading') html.removeAttribute('data-session');
    else html.setAttribute('data-session', status);
  }, [status]);
  return null;
}
