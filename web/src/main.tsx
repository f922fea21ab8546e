// Before any module that defines a zod schema (see the module).
import '@/lib/zod-without-eval';
// Global styles first, so component styles imported by the app come later and win ties.
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/cards.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, resolveLazyRoutes } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Public pages are prerendered at build time (scripts/prerender.mjs); the rest start empty.
const prerendered = container.hasChildNodes();
if (prerendered) await resolveLazyRoutes(window.location.pathname);

const app = (
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
