/**
 * The app-wide "storage may have changed" signal (another tab signed in or out). Anything that
 * caches state read from browser storage (the session, above all) subscribes and re-reads when it
 * fires.
 */

export const STORAGE_UPDATE_EVENT = 'mta:storage-update';

export function dispatchStorageUpdate(): void {
  window.dispatchEvent(new Event(STORAGE_UPDATE_EVENT));
}

/**
 * Listens to the app's own signal and to the browser's `storage` event, which only fires for
 * changes made in other tabs: a sign-out in one tab then reaches every open tab.
 */
export function subscribeToStorageUpdates(listener: () => void): () => void {
  window.addEventListener(STORAGE_UPDATE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(STORAGE_UPDATE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
