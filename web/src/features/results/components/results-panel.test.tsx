import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Results } from '@contracts/bracket';
import type { Event } from '@contracts/event';
import { ChampionshipResultsList } from '@/features/results/components/championship-results-list';
import { ResultsPanel } from '@/features/results/components/results-panel';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

// The results on an event page and the finished championships in the Achievements tab: medallists
// by name and club only, the tally, and nothing at all for an event without results.

const side = (entryId: string, athleteName: string, clubId: string, clubName: string) => ({
  entryId,
  athleteName,
  clubId,
  clubName,
});
const finished: Results = {
  divisions: [
    {
      id: 'kyorugi-cadet-male-45kg',
      name: 'Cadet Male −45 kg',
      gold: side('e1', 'Aarav Kulkarni', 'pune', 'Pune'),
      silver: side('e2', 'Kabir Shaikh', 'mumbai', 'Mumbai'),
      bronze: [
        side('e3', 'Vihaan Deshmukh', 'nagpur', 'Nagpur'),
        side('e4', 'Reyansh More', 'pune', 'Pune'),
      ],
    },
  ],
  tally: [
    { clubId: 'pune', clubName: 'Pune', gold: 1, silver: 0, bronze: 1 },
    { clubId: 'mumbai', clubName: 'Mumbai', gold: 0, silver: 1, bronze: 0 },
    { clubId: 'nagpur', clubName: 'Nagpur', gold: 0, silver: 0, bronze: 1 },
  ],
};
const undecided: Results = {
  divisions: [
    ...finished.divisions,
    {
      id: 'kyorugi-cadet-male-49kg',
      name: 'Cadet Male −49 kg',
      gold: null,
      silver: null,
      bronze: [],
    },
  ],
  tally: finished.tally,
};
const answer = (data: Results) => ({ status: 200, body: { success: true, data } });

describe('ResultsPanel', () => {
  it('shows each decided division’s medallists and the clubs’ tally', async () => {
    mockApi({ 'GET /events/state/results': answer(undecided) });
    renderRoute(<ResultsPanel eventId="state" />);
    expect(
      await screen.findByText('1 of 2 divisions decided so far; this page updates by itself.'),
    ).toBeInTheDocument();
    const division = screen.getByRole('article', { name: 'Cadet Male −45 kg' });
    expect(within(division).getByText('Aarav Kulkarni')).toBeInTheDocument();
    expect(within(division).getAllByText('Bronze')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Cadet Male −49 kg' })).toBeNull();
    const tally = screen.getByRole('table', {
      name: 'Medals won by each club in this championship',
    });
    const pune = within(tally).getByRole('row', { name: /^Pune/ });
    expect(
      within(pune)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '1', '2']);
    expect(apiCalls.at(-1)?.authorization).toBeNull();
  });

  it('says no final is decided yet before the first one', async () => {
    mockApi({
      'GET /events/early/results': answer({ divisions: undecided.divisions.slice(1), tally: [] }),
    });
    renderRoute(<ResultsPanel eventId="early" />);
    expect(await screen.findByText(/No final has been decided yet/)).toBeInTheDocument();
  });

  it('shows nothing for an event without results (404)', async () => {
    const { container } = renderRoute(<ResultsPanel eventId="seminar" />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(apiCalls.at(-1)?.path).toBe('/events/seminar/results');
  });
});

describe('ChampionshipResultsList', () => {
  const event = (id: string, title: string, startDate: string) =>
    ({
      _id: id,
      id,
      title,
      description: '',
      eventType: 'tournament',
      location: { city: 'Pune', state: 'Maharashtra' },
      date: { startDate },
    }) as unknown as Event;

  it('lists the finished championships with their tally and a link to the results', async () => {
    mockApi({
      'GET /events/done/results': answer(finished),
      'GET /events/live/results': answer(undecided),
    });
    renderRoute(
      <ChampionshipResultsList
        events={[
          event('done', 'District Championship', '2026-01-10'),
          event('live', 'State Championship', '2026-02-01'),
          event('later', 'Future Cup', '2999-01-01'),
        ]}
      />,
    );
    const heading = await screen.findByRole('heading', { name: 'District Championship' });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'State Championship' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'All results of District Championship' }),
    ).toHaveAttribute('href', '/events/done');
    expect(apiCalls.some((call) => call.path.startsWith('/events/later'))).toBe(false);
  });
});
