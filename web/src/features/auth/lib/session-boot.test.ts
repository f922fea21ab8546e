import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signOut, startSession } from '@/features/auth/lib/session-boot';
import { sessionStore } from '@/features/auth/lib/session-store';
import { USER_STORAGE_KEY } from '@/features/auth/lib/user-cache';
import { watchIdToken } from '@/test/fake-firebase-client';
import { testMember } from '@/test/session-fixtures';

// The session starts once per page load, so this file walks through one page load in order.

describe('session boot', () => {
  const navigator = { navigate: vi.fn(), currentPath: () => '/' };

  it('shows the cached member at once, then what Firebase says once it has loaded', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testMember({ name: 'Cached' })));
    expect(sessionStore.getSnapshot()).toEqual({ status: 'loading', user: null });

    startSession(navigator);
    // Still loading: protected routes wait, but the header can already greet the member.
    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'loading',
      user: { name: 'Cached' },
    });
    expect(watchIdToken).not.toHaveBeenCalled();

    // Firebase loads when the browser is idle; this fake browser has nobody signed in.
    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe('signed-out'));
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('starts only once', () => {
    startSession(navigator);
    expect(watchIdToken).not.toHaveBeenCalled(); // cleared after the first test; not called again
  });

  it('signs out through the loaded session', async () => {
    signOut();
    await waitFor(() => expect(navigator.navigate).toHaveBeenCalledWith('/', undefined));
  });
});
