/** The Firebase module's own type, without importing its code. */
export type FirebaseClient = typeof import('@/features/auth/lib/firebase-client');

let loading: Promise<FirebaseClient> | null = null;

/**
 * Loads the Firebase SDK chunk once. A failed download (flaky network) is forgotten so the next
 * call tries again instead of failing forever.
 */
export function loadFirebaseClient(): Promise<FirebaseClient> {
  loading ??= import('@/features/auth/lib/firebase-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
