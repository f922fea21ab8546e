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
          { path: 'login', handle: handle('login'), element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const headAttribute = (selector: string, attribute: string) =>
  document.head.querySelector(selector)?.getAttribute(attribute);

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

describe('useRouteDocumentHead share and search tags', () => {
  it('gives a public page its canonical address and share tags', () => {
    renderAt('/gallery', { title: null, description: null });
    expect(headAttribute('link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/gallery$/);
    expect(headAttribute('meta[property="og:title"]', 'content')).toBe(`Gallery · ${SITE}`);
    expect(headAttribute('meta[property="og:image"]', 'content')).toMatch(/\/og\/gallery\.png$/);
    expect(headAttribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("follows the event's own title, and a page with parameters is canonical at its address", () => {
    renderAt('/events/state-2025', { title: 'State Championship', description: 'Sparring.' });
    expect(headAttribute('meta[property="og:title"]', 'content')).toBe(
      `State Championship · ${SITE}`,
    );
    expect(headAttribute('meta[property="og:description"]', 'content')).toBe('Sparring.');
    expect(headAttribute('link[rel="canonical"]', 'href')).toMatch(/\/events\/state-2025$/);
  });

  it('marks an account screen noindex and drops its canonical, and undoes both on leaving', async () => {
    const router = renderAt('/login', { title: null, description: null });
    expect(headAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    await act(() => router.navigate('/gallery'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
