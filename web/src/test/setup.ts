import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFakeFirebase } from '@/test/fake-firebase-client';
import { installDialogPolyfill } from '@/test/dialog-polyfill';
import { fetchStub, resetMockApi } from '@/test/mock-api';

// Every test runs against a fake Firebase module (jsdom must never start the real SDK) and a fake
// /api; tests change their behaviour through @/test/fake-firebase-client and @/test/mock-api.
vi.mock(import('@/features/auth/lib/firebase-client'), () => import('@/test/fake-firebase-client'));

// findBy*/waitFor give up after this long. Testing Library's 1 s default fails on a busy machine
// (a lazy route or a form can take longer to render); a condition that holds never waits for it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion when it shows a toast.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: false, media: query }),
  });
}

installDialogPolyfill();

beforeEach(() => {
  // jsdom does not implement scrolling; the router's ScrollRestoration and our buttons call it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store; one test's toasts must not show up in the next.
  hotToast.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetMockApi();
  resetFakeFirebase();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
});
