import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router-dom';

/** Shows where the app went, for assertions on redirects. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

interface RenderRouteOptions {
  /** The route pattern of the element, e.g. '/reset-password/:token'. */
  path?: string;
  /** Where the memory router starts; defaults to `path`. */
  at?: string;
  /** location.state of the first entry. */
  state?: unknown;
}

/** Renders one screen in a memory router; any navigation away lands on an "elsewhere" probe. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const path = options.path ?? '/';
  const at = options.at ?? path;
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ ...parsePath(at), state: options.state }] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

export const currentPath = (router: ReturnType<typeof renderRoute>['router']) =>
  router.state.location.pathname + router.state.location.search;
