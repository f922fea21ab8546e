import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { renderRoute } from '@/test/render-route';

const items: TabItem[] = [
  { id: 'all', label: 'All Events', panel: <p>Every event</p> },
  { id: 'upcoming', label: 'Upcoming Events', panel: <p>Coming soon</p> },
  { id: 'past', label: 'Past Events', panel: <p>Already held</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
/** A tab's panel, found through aria-controls: a hidden panel has no accessible name. */
function panel(name: string): HTMLElement {
  const element = document.getElementById(tab(name).getAttribute('aria-controls') ?? '');
  if (!element) throw new Error(`No panel for ${name}`);
  expect(element).toHaveAttribute('role', 'tabpanel');
  return element;
}

function locationOf(router: ReturnType<typeof renderRoute>['router']) {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

describe('Tabs', () => {
  it('keeps every panel in the DOM and hides the unselected ones', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Events" items={items} onChange={onChange} />);
    expect(tab('All Events')).toHaveAttribute('aria-selected', 'true');
    expect(panel('Upcoming Events')).toHaveAttribute('hidden');
    expect(panel('Upcoming Events')).toHaveTextContent('Coming soon');

    await user.click(tab('Past Events'));
    expect(panel('Past Events')).toBeVisible();
    expect(panel('All Events')).not.toBeVisible();
    expect(onChange).toHaveBeenCalledWith('past');
    await user.click(tab('Past Events'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('starts on defaultSelectedId and prerenders every panel', () => {
    const html = renderToString(<Tabs label="Events" items={items} defaultSelectedId="past" />);
    for (const text of ['Every event', 'Coming soon', 'Already held']) expect(html).toContain(text);
    render(<Tabs label="Events" items={items} defaultSelectedId="past" />);
    expect(tab('Past Events')).toHaveAttribute('aria-selected', 'true');
  });

  it('is controlled by selectedId and onSelect', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(
      <Tabs label="Events" items={items} selectedId="upcoming" onSelect={onSelect} />,
    );
    expect(tab('Upcoming Events')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Past Events'));
    expect(onSelect).toHaveBeenCalledWith('past');
    // The parent decides.
    expect(tab('Upcoming Events')).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Events" items={items} selectedId="past" onSelect={onSelect} />);
    expect(panel('Past Events')).toBeVisible();
  });

  it('moves and selects with the arrow keys in controlled mode too', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [selected, setSelected] = useState('all');
      return <Tabs label="Events" items={items} selectedId={selected} onSelect={setSelected} />;
    }
    render(<Parent />);
    await user.click(tab('All Events'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Past Events')).toHaveFocus();
    expect(tab('Past Events')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('All Events')).toHaveAttribute('aria-selected', 'true');
  });

  describe('sync="query"', () => {
    it('selects the tab named in the query, and the default for none or an unknown one', () => {
      const element = <Tabs label="Events" items={items} sync="query" />;
      const first = renderRoute(element, { path: '/events', at: '/events?tab=past' });
      expect(tab('Past Events')).toHaveAttribute('aria-selected', 'true');
      first.unmount();
      renderRoute(element, { path: '/events', at: '/events?tab=nonsense' });
      expect(tab('All Events')).toHaveAttribute('aria-selected', 'true');
    });

    it('writes the tab to its parameter, drops the cleared ones, and follows Back', async () => {
      const onChange = vi.fn();
      const { router, user } = renderRoute(
        <Tabs
          label="Events"
          items={items}
          sync="query"
          param="view"
          clearParams={['city', 'type']}
          onChange={onChange}
        />,
        { path: '/events', at: '/events?city=Pune&type=camp&sort=date' },
      );
      await user.click(tab('Upcoming Events'));
      expect(locationOf(router)).toBe('/events?sort=date&view=upcoming');
      expect(onChange).toHaveBeenCalledWith('upcoming');
      expect(panel('Upcoming Events')).toBeVisible();

      await user.keyboard('{ArrowRight}');
      expect(locationOf(router)).toBe('/events?sort=date&view=past');
      expect(tab('Past Events')).toHaveFocus();

      await router.navigate(-1);
      expect(await screen.findByRole('tabpanel', { name: 'Upcoming Events' })).toBeVisible();
    });

    it('does not scroll the page to the top when the tab changes', async () => {
      const user = userEvent.setup();
      const router = createMemoryRouter(
        [
          {
            element: (
              <>
                <ScrollRestoration />
                <Outlet />
              </>
            ),
            children: [
              { path: '/events', element: <Tabs label="Events" items={items} sync="query" /> },
            ],
          },
        ],
        { initialEntries: ['/events'] },
      );
      render(<RouterProvider router={router} />);
      vi.mocked(window.scrollTo).mockClear();
      await user.click(tab('Past Events'));
      expect(router.state.location.search).toBe('?tab=past');
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it('prerenders the default tab whatever the query, so hydration matches', () => {
      const router = createMemoryRouter(
        [{ path: '/events', element: <Tabs label="Events" items={items} sync="query" /> }],
        { initialEntries: ['/events?tab=past'] },
      );
      const html = renderToString(<RouterProvider router={router} />);
      const container = document.createElement('div');
      container.innerHTML = html;
      const selected = container.querySelector('[role="tab"][aria-selected="true"]');
      expect(selected).toHaveTextContent('All Events');
    });
  });

  describe('sync="hash"', () => {
    const aboutItems: TabItem[] = [
      { id: 'mission', label: 'Mission', panel: <p>Why we teach</p> },
      { id: 'history', label: 'History', panel: <p>Where we began</p> },
    ];

    it('selects the tab named by the hash and writes the hash, keeping the query', async () => {
      const onChange = vi.fn();
      const { router, user } = renderRoute(
        <Tabs label="About us" items={aboutItems} sync="hash" onChange={onChange} />,
        { path: '/about', at: '/about?lang=en#history' },
      );
      expect(tab('History')).toHaveAttribute('aria-selected', 'true');
      await user.click(tab('Mission'));
      expect(locationOf(router)).toBe('/about?lang=en#mission');
      expect(onChange).toHaveBeenCalledWith('mission');
      expect(panel('Mission')).toBeVisible();
      expect(panel('History')).not.toBeVisible();
    });

    it('replaces the history entry instead of adding one with history="replace"', async () => {
      const { router, user } = renderRoute(
        <Tabs label="About us" items={aboutItems} sync="hash" history="replace" />,
        { path: '/about', at: '/about' },
      );
      await user.click(tab('History'));
      expect(locationOf(router)).toBe('/about#history');
      expect(router.state.historyAction).toBe('REPLACE');
      await user.click(tab('Mission'));
      expect(locationOf(router)).toBe('/about#mission');
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('falls back to defaultSelectedId without a known hash', () => {
      renderRoute(
        <Tabs label="About us" items={aboutItems} sync="hash" defaultSelectedId="history" />,
        { path: '/about', at: '/about#elsewhere' },
      );
      expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    });
  });
});
