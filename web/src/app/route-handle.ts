import { pageRegistry, type PageEntry, type PageKey } from '@/config/page-registry';

/** What a route declares about itself in the route table: the registry page it shows. */
export interface RouteHandle {
  page: PageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    typeof value.page === 'string' &&
    Object.hasOwn(pageRegistry, value.page)
  );
}

/** The page of the deepest matched route that names one (layouts name none). */
export function matchedPage(handles: readonly unknown[]): PageEntry | undefined {
  const handle = handles.filter(isRouteHandle).at(-1);
  return handle ? pageRegistry[handle.page] : undefined;
}
