import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, LOADING_SESSION } from '@/features/auth/lib/session-store';
import { testMember } from '@/test/session-fixtures';

describe('session store', () => {
  it('starts, and always renders on the server, as loading', () => {
    const store = createSessionStore();
    expect(store.getSnapshot()).toEqual({ status: 'loading', user: null });
    store.set({ status: 'signed-in', user: testMember() });
    expect(store.getServerSnapshot()).toBe(LOADING_SESSION);
  });

  it('notifies only when something visible changed, keeping the snapshot stable otherwise', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ status: 'signed-in', user: testMember() });
    const first = store.getSnapshot();
    store.set({ status: 'signed-in', user: testMember() });
    expect(store.getSnapshot()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ status: 'signed-in', user: testMember({ name: 'Asha P.' }) });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({ status: 'signed-out', user: null });
    expect(listener).not.toHaveBeenCalled();
  });
});
