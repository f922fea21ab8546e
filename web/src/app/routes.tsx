import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLoading } from '@/app/app-loading';
import { AppRoot } from '@/app/app-root';
import { SiteLayout } from '@/app/layout/site-layout';
import { StandaloneLayout } from '@/app/layout/standalone-layout';
import { RouteError } from '@/app/route-error';
import type { RouteHandle } from '@/app/route-handle';
import {
  pageKeys,
  pageRegistry,
  type PageAccess,
  type PageKey,
  type PageLayout,
} from '@/config/page-registry';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';

interface RouteModule {
  Component: ComponentType;
}

// One lazy chunk per route file, so the first visit only downloads the shell and its own page.
const routeModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

const routeModuleId = (module: string) => `./routes/${module}.tsx`;

/** A page's route file as Vite's build manifest names it (relative to web/). */
export const routeFile = (module: string) => `src/app/routes/${module}.tsx`;

const layouts: Record<PageLayout, ReactElement> = {
  site: <SiteLayout />,
  standalone: <StandaloneLayout />,
};

// Member pages show a spinner while the session loads, else go to /register. Admin pages
// need the admin claim. A missing guard fails loudly rather than opening pages to everyone.
const guards: Record<Exclude<PageAccess, 'public'>, ReactElement | null> = {
  member: <RequireSignIn />,
  admin: <RequireAdmin />,
};

function pageRoute(key: PageKey): RouteObject {
  const page = pageRegistry[key];
  const lazy = routeModules[routeModuleId(page.module)];
  if (!lazy) throw new Error(`Page "${key}" needs web/src/app/routes/${page.module}.tsx`);
  const handle: RouteHandle = { page: key };
  if (page.path === '/') return { index: true, handle, lazy };
  return { path: page.path === '*' ? '*' : page.path.slice(1), handle, lazy };
}

const pagesWhere = (layout: PageLayout, access: PageAccess) =>
  pageKeys.filter((key) => {
    const page = pageRegistry[key];
    return page.layout === layout && page.access === access;
  });

function layoutChildren(layout: PageLayout): RouteObject[] {
  const children = pagesWhere(layout, 'public').map(pageRoute);
  for (const [access, guard] of Object.entries(guards)) {
    const keys = pagesWhere(layout, access as keyof typeof guards);
    if (keys.length === 0) continue;
    if (!guard) throw new Error(`No route guard for ${access} pages (${keys.join(', ')})`);
    children.push({ element: guard, children: keys.map(pageRoute) });
  }
  return children;
}

/** The route table, built from the page registry. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: (Object.keys(layouts) as PageLayout[]).map((layout) => ({
      element: layouts[layout],
      children: layoutChildren(layout),
    })),
  },
];
