import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useRouteDocumentHead } from '@/app/hooks/use-route-document-head';
import { useSessionBoot } from '@/app/hooks/use-session-boot';
import { SessionStateMarker } from '@/app/session-state-marker';
import { setAppHydrated, useHydrated } from '@/hooks/use-hydrated';
import { usePathnameChange } from '@/hooks/use-pathname-change';
import { focusMainHeading } from '@/lib/focus';
import { dispatchStorageUpdate } from '@/lib/storage-signal';
import { useToasterRequested } from '@/lib/toast-demand';

// Nothing toasts before the first paint, so the toast library stays out of the initial bundle;
// it loads with the first toast (lib/toast-demand.ts), which waits in its store until it mounts.
const AppToaster = lazy(() =>
  import('@/app/app-toaster').then((module) => ({ default: module.AppToaster })),
);
// The service worker's registration, offline notice and update prompt: after hydration, lazily.
const OfflineStatus = lazy(() =>
  import('@/features/offline/components/offline-status').then((module) => ({
    default: module.OfflineStatus,
  })),
);

/**
 * The top route: everything that must happen on every screen, with or without the shared layout.
 * ScrollRestoration puts new pages at the top and restores the position on Back.
 */
export function AppRoot() {
  const hydrated = useHydrated();
  const toasterRequested = useToasterRequested();
  // Marks the moment the prerendered page becomes interactive (clicks before it are lost); the
  // end-to-end tests wait for it.
  useEffect(() => {
    setAppHydrated(true);
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  useRouteDocumentHead();
  // Firebase Auth and the API client load after this first render (JavaScript budget,
  // docs/decisions.md).
  useSessionBoot();
  usePathnameChange(() => {
    dispatchStorageUpdate();
    // Screen readers otherwise stay on the link that was activated, on a page that has gone.
    focusMainHeading();
  });

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <SessionStateMarker />
      {/* Prerendered HTML has no toaster; a lazy boundary there would abort hydration. */}
      {hydrated && toasterRequested && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      )}
    </>
  );
}
