import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRouteDocumentHead } from '@/app/hooks/use-route-document-head';
import type { RouteHandle } from '@/app/route-handle';
import { useDocumentHeadOverride } from '@/hooks/use-document-head-override';

const SITE = 'Maharashtra Taekwondo Association';

function Layout() {
  useRouteDocumentHead();
  return <Outlet />;
}

/** A page whose title and description are known only after it has rendered (loaded data). */
function EventLike({ title, description }: { title: string | null; description: string | null }) {
  useDocumentHeadOverride(title, description);
  return <h1>{title ?? 'Loading'}</h1>;
}

function renderAt(path: string, page: { title: string | null; description: string | null }) {
  const handle = (key: RouteHandle['page']): RouteHandle => ({ page: key });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          {
            path: 'events/:eventId',
            handle: handle('eventDetail'),
            element: <EventLike {...page} />,
          },
          { path: 'gallery', handle: handle('gallery'), element: <h1>Gallery</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="">';
});

describe('useRouteDocumentHead with a page override', () => {
  it("shows the page's own title and description although the layout's effects run last", () => {
    renderAt('/events/state-2025', { title: 'State Championship', description: 'Sparring.' });
    expect(document.title).toBe(`State Championship · ${SITE}`);
    expect(description()).toBe('Sparring.');
  });

  it('keeps the registry entry while the page has nothing of its own', () => {
    renderAt('/events/state-2025', { title: null, description: null });
    expect(document.title).toBe(`Event details · ${SITE}`);
    expect(description()).toBe(
      'Dates, venue, registration and contact details of an association event.',
    );
  });

  it('gives the next page its registry title and description back', async () => {
    const router = renderAt('/events/state-2025', {
      title: 'State Championship',
      description: 'Sparring.',
    });
    await act(() => router.navigate('/gallery'));
    expect(document.title).toBe(`Gallery · ${SITE}`);
    expect(description()).toMatch(/^Photos and videos/);
  });
});
