import { describe, expect, it, vi } from 'vitest';
import {
  dispatchStorageUpdate,
  STORAGE_UPDATE_EVENT,
  subscribeToStorageUpdates,
} from '@/lib/storage-signal';

describe('storage-update signal', () => {
  it('dispatches one window event per call', () => {
    const listener = vi.fn();
    window.addEventListener(STORAGE_UPDATE_EVENT, listener);
    dispatchStorageUpdate();
    dispatchStorageUpdate();
    window.removeEventListener(STORAGE_UPDATE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers of the app signal and of other tabs’ storage events', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorageUpdates(listener);
    dispatchStorageUpdate();
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    dispatchStorageUpdate();
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
