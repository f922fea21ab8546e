import { useSyncExternalStore } from 'react';

// Whether any toast has been raised yet. The toaster (and the toast library it renders) mounts
// only then: rendering it on every page load was a long task during hydration for nothing, as
// most visits never toast. A toast raised before it mounts waits in the library's store.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => requested;
// Prerendered HTML never has a toaster.
const getServerSnapshot = () => false;

export function useToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
