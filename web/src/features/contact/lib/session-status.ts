import { connectSession } from '@/features/auth/lib/session-boot';
import { sessionStore } from '@/features/auth/lib/session-store';
import type { SessionStatus } from '@/features/auth/types';

/**
 * The sign-in state, known for certain. The contact page is prerendered and the session connects
 * when the browser is idle, so a quick visitor can press Send while it is still 'loading'.
 */
export async function settledSessionStatus(current: SessionStatus): Promise<SessionStatus> {
  if (current !== 'loading') return current;
  // A session that cannot load counts as signed out (connectSession sets that itself).
  await connectSession().catch(() => undefined);
  return sessionStore.getSnapshot().status;
}
