// Build-time only (scripts/prerender.mjs): renders a public page to HTML so it paints before any
// JavaScript runs. Never part of the browser bundle.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from '@/app/router';
import { routes } from '@/app/routes';
import { isRouteHandle } from '@/app/route-handle';
import { formatDocumentTitle } from '@/config/site';

export interface PrerenderedPage {
  html: string;
  title: string;
  status: number;
}

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
  const handle = context.matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
  return { html, title: formatDocumentTitle(handle?.title), status: context.statusCode };
}
