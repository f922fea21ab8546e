// Build-time only (scripts/prerender.mjs): renders public pages to HTML so they paint before any
// JavaScript runs, and tells the build scripts which pages exist. Never part of the browser bundle.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { matchedPage } from '@/app/route-handle';
import { resolveLazyRoutes } from '@/app/router';
import { routeFile, routes } from '@/app/routes';
import { pageKeys, pageRegistry } from '@/config/page-registry';
import { formatDocumentTitle } from '@/config/site';

export { prerenderProblems } from '@/app/prerender-check';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  status: number;
}

/**
 * Every page of the registry as the build scripts need it: prerender.mjs renders the ones marked
 * `prerender` and writes this list to web/dist/.vite/pages.json for the bundle and Lighthouse
 * checks, which run without TypeScript.
 */
export const buildPages = pageKeys.map((key) => {
  const page = pageRegistry[key];
  return {
    key,
    path: page.path,
    title: formatDocumentTitle(page.title),
    description: page.description,
    access: page.access,
    layout: page.layout,
    prerender: page.prerender,
    /** The route file's key in Vite's build manifest. */
    file: routeFile(page.module),
  };
});

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  await resolveLazyRoutes(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: hydration data would be an inline <script>, which the CSP forbids; the app
  // has no loaders, so the client needs none.
  const html = renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const page = matchedPage(context.matches.map((match) => match.route.handle));
  return {
    html,
    title: formatDocumentTitle(page?.title),
    description: page?.description ?? '',
    status: context.statusCode,
  };
}
