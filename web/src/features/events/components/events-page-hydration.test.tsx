import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '@/features/events/components/events-page';
import { readEventList } from '@/features/events/lib/event-list';
import {
  EventsSeedContext,
  eventsSeedHtml,
  type EventsSeed,
} from '@/features/events/lib/events-seed';
import { setAppHydrated } from '@/hooks/use-hydrated';
import { noteEventsChanged } from '@/lib/events-freshness';
import { apiCalls, mockApi } from '@/test/mock-api';
import { hydrateAsServed } from '@/test/hydrate-as-served';

// The events page as functions/src/events-page.ts serves it: rendered on the server with the
// list, then hydrated in the browser with the same list (the seed) — no mismatch, no API call.

// 11:30 in India on 14 March 2026. Only Date is faked: the page's timers stay real.
const NOW = new Date('2026-03-14T06:00:00Z');

function apiEvent(id: string, title: string, startDate: string) {
  return {
    _id: id,
    id,
    title,
    description: `About ${title}.`,
    eventType: 'tournament',
    location: { city: 'Mumbai', state: 'Maharashtra' },
    date: { startDate },
  };
}

const camp = apiEvent('pune-camp', 'Summer Training Camp', '2026-04-10');
const open = apiEvent('poomsae-open', 'Poomsae Open', '2026-02-01');
// Upcoming when the server read the list the evening before; past by the time it hydrates.
const yesterday = apiEvent('thane-clinic', 'Thane Clinic', '2026-03-13');

const seedOf = (items: unknown[], readAt: string): EventsSeed => ({
  readAt,
  events: readEventList(items),
});

function page(seed: EventsSeed | null) {
  const router = createMemoryRouter([{ path: '/events', element: <EventsPage /> }], {
    initialEntries: ['/events'],
  });
  return (
    <EventsSeedContext.Provider value={seed}>
      <RouterProvider router={router} />
    </EventsSeedContext.Provider>
  );
}

/**
 * The page as the function sends it — the server's HTML in the root, the seed's data block after
 * it — then hydrated as main.tsx does, with no provider.
 */
const hydrate = (seed: EventsSeed) =>
  hydrateAsServed(page(seed), page(null), eventsSeedHtml(seed), (root) => ({
    serverTitles: [...root.querySelectorAll('article h3')].map((h) => h.textContent),
  }));

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  setAppHydrated(false);
  vi.useRealTimers();
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('EventsPage hydrating the server-rendered list', () => {
  it('shows the list at once, matches the server markup, and asks the API nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { serverTitles } = hydrate(seedOf([open, camp], NOW.toISOString()));
    expect(serverTitles).toEqual(['Summer Training Camp', 'Poomsae Open']);
    expect(cardTitles()).toEqual(serverTitles);
    // Settle the effect that checks the seed with the schema after hydrating.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(cardTitles()).toEqual(serverTitles);
    expect(apiCalls.filter((call) => call.path.startsWith('/events'))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("judges upcoming and past at the server's moment while hydrating, then at now", async () => {
    const errors = vi.spyOn(console, 'error');
    const { serverTitles } = hydrate(seedOf([open, yesterday, camp], '2026-03-13T12:00:00Z'));
    // At the server's moment (evening of the 13th in India) the clinic was today: upcoming.
    expect(serverTitles).toEqual(['Thane Clinic', 'Summer Training Camp', 'Poomsae Open']);
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Summer Training Camp', 'Thane Clinic', 'Poomsae Open']),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('fetches the list afresh when this browser changed an event lately', async () => {
    const changedAt = NOW.getTime() - 30_000;
    noteEventsChanged(changedAt);
    mockApi({
      [`GET /events?fresh=${changedAt}`]: {
        status: 200,
        body: { success: true, count: 1, data: [camp] },
      },
    });
    hydrate(seedOf([open, camp], NOW.toISOString()));
    expect(cardTitles()).toEqual(['Summer Training Camp', 'Poomsae Open']);
    await waitFor(() => expect(cardTitles()).toEqual(['Summer Training Camp']));
    expect(apiCalls.some((call) => call.path.startsWith('/events'))).toBe(true);
  });

  it('a later visit in the same app loads the list itself', async () => {
    mockApi({ 'GET /events': { status: 200, body: { success: true, count: 1, data: [open] } } });
    document.body.insertAdjacentHTML(
      'beforeend',
      eventsSeedHtml(seedOf([camp], NOW.toISOString())),
    );
    setAppHydrated(true);
    render(page(null));
    expect(screen.getByText('Loading events…')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Poomsae Open']));
  });
});
