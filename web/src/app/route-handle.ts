/** What a route declares about itself in the route table. */
export interface RouteHandle {
  /** Page part of the document title; empty for the association name alone. */
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
