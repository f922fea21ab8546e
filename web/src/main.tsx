// Before any module that defines a zod schema (see the module).
import '@/lib/zod-without-eval';
// Global styles first, so component styles imported by the app come later and win ties.
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/cards.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { evaluateInTurn, startersRouteModules } from '@/app/route-modules';
import { createAppRouter, resolveLazyRoutes } from '@/app/router';
import { setAppHydrated } from '@/hooks/use-hydrated';
import { nextTask } from '@/lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The router is made only once the page's lazy modules are on its routes: it then starts with the
// match in hand, instead of running a lazy-loading navigation in the same task as this module's
// evaluation (the longest main-thread task of a first visit).
function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}

// Public pages are prerendered at build time (scripts/build/prerender.mjs); the rest start empty.
// No top-level await here: it turns off Rolldown's merging of common chunks, and the first visit
// then fetched some 25 tiny modules one by one. Hydrating as a transition lets React yield to the
// browser every few milliseconds instead of holding a cheap phone's main thread for the whole tree;
// the steps before it (each of the page's modules, the router) run in tasks of their own.
if (container.hasChildNodes()) {
  void evaluateInTurn(startersRouteModules())
    .then(() => resolveLazyRoutes(window.location.pathname))
    .then(nextTask)
    .then(() => {
      const router = createAppRouter();
      return nextTask().then(() => router);
    })
    .then((router) =>
      startTransition(() => {
        hydrateRoot(container, app(router));
      }),
    );
} else {
  // Nothing to match: client-only parts render from the first render.
  setAppHydrated(true);
  createRoot(container).render(app(createAppRouter()));
}
