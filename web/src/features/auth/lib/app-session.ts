import { fetchMyProfile, logOutOnServer } from '@/features/auth/api/account-api';
import { authToasts } from '@/features/auth/config/auth-copy';
import { loadFirebaseClient } from '@/features/auth/lib/load-firebase-client';
import { createSessionRuntime, type SessionRuntime } from '@/features/auth/lib/session-runtime';
import { sessionStore } from '@/features/auth/lib/session-store';
import type { SessionNavigator } from '@/features/auth/types';
import { setTokenProvider, setUnauthorizedHandler } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Loaded after the first paint (session-boot.ts): puts the real Firebase SDK, the API client and
 * the toasts behind the session. Everything here stays out of the initial bundle.
 */
export async function createAppSession(navigator: SessionNavigator): Promise<SessionRuntime> {
  const firebase = await loadFirebaseClient();
  const runtime = createSessionRuntime({
    store: sessionStore,
    firebase,
    api: { fetchMyProfile, logOutOnServer, setTokenProvider, setUnauthorizedHandler },
    navigator,
    notifyLogoutFailed: () =>
      toast.error(authToasts.logoutFailed, { duration: authToasts.logoutFailedDurationMs }),
  });
  await runtime.connect();
  return runtime;
}
