// Before any module that defines a zod schema (see the module).
import '@/lib/zod-without-eval';
// Global styles first, so component styles imported by the app come later and win ties.
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/cards.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, resolveLazyRoutes } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The router is made only once the page's lazy modules are on its routes: it then starts with the
// match in hand, instead of running a lazy-loading navigation in the same task as this module's
// evaluation (the longest main-thread task of a first visit).
function app() {
  return (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
}

// Public pages are prerendered at build time (scripts/build/prerender.mjs); the rest start empty.
// No top-level await here: it turns off Rolldown's merging of common chunks, and the first visit
// then fetched some 25 tiny modules one by one. Hydrating as a transition lets React yield to the
// browser every few milliseconds instead of holding a cheap phone's main thread for the whole tree.
if (container.hasChildNodes()) {
  void resolveLazyRoutes(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app());
    }),
  );
} else {
  createRoot(container).render(app());
}
