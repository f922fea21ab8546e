import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A first visit: nothing stored, so the session is known at once and Firebase is not loaded. Each
// test gets fresh modules, since the session starts once per page load.

const navigator = { navigate: vi.fn(), currentPath: () => '/' };

async function freshBoot() {
  vi.resetModules();
  const boot = await import('@/features/auth/lib/session-boot');
  const { sessionStore } = await import('@/features/auth/lib/session-store');
  // The fake SDK the fresh modules will load (test/setup.ts), to see whether they do.
  const { watchIdToken } =
    (await import('@/features/auth/lib/firebase-client')) as unknown as typeof import('@/test/fake-firebase-client');
  return { ...boot, sessionStore, watchIdToken };
}

// The connection loads the fake SDK with a dynamic import, which Vitest transforms on first use: on
// a busy two-core machine that alone can take more than waitFor's default second. The limit only
// catches a connection that never happens.
const connects = { timeout: 15_000 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('session boot for a visitor with nothing stored', () => {
  it('is signed out straight away and never loads Firebase on its own', async () => {
    const { startSession, sessionStore, watchIdToken } = await freshBoot();
    startSession(navigator);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    await vi.runAllTimersAsync();
    expect(watchIdToken).not.toHaveBeenCalled();
  });

  it('asks Firebase when a Firebase key is stored, e.g. a Google sign-in under way', async () => {
    window.sessionStorage.setItem('firebase:pendingRedirect:key:[DEFAULT]', '"true"');
    const { startSession, sessionStore, watchIdToken } = await freshBoot();
    startSession(navigator);
    expect(sessionStore.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(3000); // past the idle callback's deadline
    await vi.waitFor(() => expect(watchIdToken).toHaveBeenCalled(), connects);
  });

  it('connects when another tab signs in', async () => {
    const { startSession, watchIdToken } = await freshBoot();
    startSession(navigator);
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]' }));
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(watchIdToken).toHaveBeenCalled(), connects);
  });
});
