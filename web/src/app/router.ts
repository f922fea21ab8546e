import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '@/app/routes';
import { routerBasename } from '@/lib/i18n/app-base';

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects.
 * A prerendered page must hydrate with its page component already present: otherwise the router's
 * first render is the loading fallback and React would throw away the server HTML.
 */
export async function resolveLazyRoutes(
  pathname: string,
  table: RouteObject[] = routes,
  basename: string = routerBasename,
) {
  const matches = matchRoutes(table, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}
