import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bracketsSeedHtml } from '@contracts/brackets-seed';
import { BracketsPage } from '@/features/brackets/components/brackets-page';
import { POLL_MS } from '@/features/brackets/hooks/use-live-brackets';
import { BracketsSeedContext, type BracketsSeed } from '@/features/brackets/lib/brackets-seed';
import { setAppHydrated } from '@/hooks/use-hydrated';
import { apiCalls, mockApi } from '@/test/mock-api';
import { bracketsOf, juniorDivision } from '@/test/bracket-fixtures';
import { hydrateAsServed } from '@/test/hydrate-as-served';

// A championship's brackets as functions/src/brackets-page.ts serves them: rendered on the server
// with the draw and the event's title, then hydrated in the browser from the data block — no
// mismatch, no API call until the next poll.

const EVENT = 'state-2026';
const PATH = `/events/${EVENT}/brackets`;
const drawn: BracketsSeed = {
  eventId: EVENT,
  title: 'State Championship 2026',
  brackets: bracketsOf(juniorDivision),
};

function page(seed: BracketsSeed | null) {
  const router = createMemoryRouter(
    [{ path: '/events/:eventId/brackets', element: <BracketsPage eventId={EVENT} /> }],
    { initialEntries: [PATH] },
  );
  return (
    <BracketsSeedContext.Provider value={seed}>
      <RouterProvider router={router} />
    </BracketsSeedContext.Provider>
  );
}

/** The server's HTML in the root and the seed's block after it, hydrated as main.tsx does. */
const hydrate = (seed: BracketsSeed) =>
  hydrateAsServed(page(seed), page(null), bracketsSeedHtml(seed), (root) => ({
    serverText: root.textContent,
  }));

const bracketCalls = () => apiCalls.filter((call) => call.path.startsWith(`/events/${EVENT}`));

afterEach(() => {
  setAppHydrated(false);
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('BracketsPage hydrating the server-rendered brackets', () => {
  it('shows the draw and the title at once, matches the server markup, and asks nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { serverText } = hydrate(drawn);
    expect(serverText).toContain('Event: State Championship 2026');
    expect(serverText).toContain('Bina Shah');
    expect(screen.getByRole('tab', { name: 'Semi-finals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('link', { name: 'Event: State Championship 2026' })).toBeVisible();
    expect(bracketCalls()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('says "not drawn yet" from the server, and asks again only at the next poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error');
    const { serverText } = hydrate({ ...drawn, brackets: null });
    expect(serverText).toContain('The brackets are not drawn yet');
    expect(screen.getByText(/The brackets are not drawn yet/)).toBeInTheDocument();
    expect(bracketCalls()).toEqual([]);
    mockApi({
      [`GET /events/${EVENT}/brackets`]: {
        status: 200,
        body: { success: true, data: bracketsOf(juniorDivision) },
      },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('tab', { name: 'Semi-finals' })).toBeInTheDocument();
    expect(bracketCalls().map((call) => call.path)).toEqual([`/events/${EVENT}/brackets`]);
    expect(errors).not.toHaveBeenCalled();
  });
});
