import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@contracts/event';
import { Component as EventDetailRoute } from '@/app/routes/event-detail';
import { EventSeedContext, eventSeedHtml, type EventSeed } from '@/features/events/lib/event-seed';
import { setAppHydrated } from '@/hooks/use-hydrated';
import { noteEventsChanged } from '@/lib/events-freshness';
import { apiCalls, mockApi } from '@/test/mock-api';
import { hydrateAsServed } from '@/test/hydrate-as-served';

// An event's page as functions/src/event-page.ts serves it: rendered on the server with the
// event (the route as the app has it, a championship's panels included), then hydrated in the
// browser from the event's data block — no mismatch, and no second read of the event.

const event = {
  _id: 'pune-open',
  id: 'pune-open',
  title: 'Pune Open',
  description: 'Kyorugi and poomsae for every age group.',
  eventType: 'tournament',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-12-20' },
} as Event;

function page(seed: EventSeed | null, path = '/events/pune-open') {
  const router = createMemoryRouter([{ path: '/events/:eventId', Component: EventDetailRoute }], {
    initialEntries: [path],
  });
  return (
    <EventSeedContext.Provider value={seed}>
      <RouterProvider router={router} />
    </EventSeedContext.Provider>
  );
}

/** The server's HTML in the root and the seed's block after it, hydrated as main.tsx does. */
const hydrate = (seed: EventSeed) =>
  hydrateAsServed(page(seed), page(null), eventSeedHtml(seed), (root) => ({
    serverHeading: root.querySelector('h1')?.textContent,
  }));

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const eventCalls = () => apiCalls.filter((call) => /^\/events\/pune-open(\?|$)/.test(call.path));

afterEach(() => {
  setAppHydrated(false);
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('EventPage hydrating the server-rendered event', () => {
  it('shows the event at once, matches the server markup, and reads it no second time', async () => {
    const errors = vi.spyOn(console, 'error');
    const { serverHeading } = hydrate({ event });
    expect(serverHeading).toBe('Pune Open');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pune Open');
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pune Open');
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(eventCalls()).toEqual([]);
    // The schema.org data is in the body from the server's render on, on the canonical origin.
    const jsonLd = document.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]?.textContent).toContain('"name":"Pune Open"');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the event afresh when this browser changed an event lately, and shows the answer', async () => {
    const changedAt = Date.now() - 30_000;
    noteEventsChanged(changedAt);
    mockApi({
      [`GET /events/pune-open?fresh=${changedAt}`]: {
        status: 200,
        body: { success: true, data: { ...event, title: 'Pune Open (moved)' } },
      },
    });
    hydrate({ event });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pune Open');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pune Open (moved)' }),
    ).toBeInTheDocument();
  });

  it("shows 'Event Not Found' when that second read says the event is gone", async () => {
    // The browser's cached copy of the page, after this browser deleted the event.
    const changedAt = Date.now() - 30_000;
    noteEventsChanged(changedAt);
    mockApi({
      [`GET /events/pune-open?fresh=${changedAt}`]: {
        status: 404,
        body: { success: false, message: 'Event not found' },
      },
    });
    hydrate({ event });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event Not Found' }),
    ).toBeInTheDocument();
  });

  it("keeps the server's event when that second read fails", async () => {
    const changedAt = Date.now() - 30_000;
    noteEventsChanged(changedAt);
    mockApi({
      [`GET /events/pune-open?fresh=${changedAt}`]: {
        status: 503,
        body: { success: false, message: 'Down' },
      },
    });
    hydrate({ event });
    // The server error is the read's answer (a 503 is not retried here): without the seed, the
    // page would now say 'Event Not Found', as the id is no sample's.
    await waitFor(() => expect(eventCalls()).toHaveLength(1));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pune Open');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
