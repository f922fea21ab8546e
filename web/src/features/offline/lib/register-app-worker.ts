import { registerSW } from 'virtual:pwa-register';

export interface AppWorkerCallbacks {
  /** A new version is installed and waiting: the visitor decides when to switch. */
  onUpdateWaiting: () => void;
}

/** Switches to the waiting version and reloads the page. */
export type ApplyUpdate = () => Promise<void>;

/** Resolves once the page has loaded and the main thread has a quiet moment. */
export function afterLoadAndIdle(win: Window = window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          win.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        // Safari has no requestIdleCallback; a short timer is the usual stand-in.
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(() => resolve(), { timeout: 5_000 });
        } else win.setTimeout(resolve, 1_000);
      }),
  );
}

/**
 * Switches to the waiting version and reloads once it controls the page. The reload is ours, not
 * workbox-window's: that one only reloads pages that were already controlled when they registered,
 * which a first visit's page is not. With nothing waiting (another tab switched) it just reloads.
 */
export async function switchToWaitingVersion(skipWaiting: () => Promise<void>): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await skipWaiting();
}

/**
 * Registers the service worker (src/service-worker/sw.ts) after the page has loaded and gone
 * idle, so it never competes with the first paint or hydration; workbox-window comes with it.
 * Returns how to apply a waiting update, or null where service workers are unavailable.
 */
export async function registerAppWorker(
  callbacks: AppWorkerCallbacks,
): Promise<ApplyUpdate | null> {
  if (!('serviceWorker' in navigator)) return null;
  await afterLoadAndIdle();
  const skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh: callbacks.onUpdateWaiting,
    onRegisterError: (error: unknown) => console.warn('Service worker not registered:', error),
  });
  return () => switchToWaitingVersion(() => skipWaiting());
}
