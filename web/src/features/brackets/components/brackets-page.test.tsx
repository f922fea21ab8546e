import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BracketsPage } from '@/features/brackets/components/brackets-page';
import { POLL_MS } from '@/features/brackets/hooks/use-live-brackets';
import { apiCalls, mockApi } from '@/test/mock-api';
import { bout, bracketsOf, juniorDivision, openDivision, side } from '@/test/bracket-fixtures';
import { renderRoute } from '@/test/render-route';

// The public bracket page against a fake API, at a phone's width (jsdom's matchMedia matches
// nothing): one round at a time under round tabs. The whole flow is e2e/brackets.spec.ts.

const EVENT = 'state-2026';
const PATH = `/events/${EVENT}/brackets`;
const cadets = openDivision('kyorugi-cadet-male-45kg', 'Cadet Male −45 kg', 32);

function answer(brackets: unknown) {
  return { status: 200, body: { success: true, data: brackets } };
}

const renderPage = (at = PATH) =>
  renderRoute(<BracketsPage eventId={EVENT} />, { path: '/events/:eventId/brackets', at });

afterEach(() => vi.useRealTimers());

describe('the bracket page', () => {
  it('says the brackets are not drawn yet before the draw', async () => {
    mockApi({
      [`GET /events/${EVENT}/brackets`]: {
        status: 404,
        body: { success: false, code: 'not-drawn', message: 'Not drawn' },
      },
    });
    renderPage();
    expect(await screen.findByText(/The brackets are not drawn yet/)).toBeInTheDocument();
    expect(apiCalls.find((call) => call.path.endsWith('/brackets'))?.authorization).toBeNull();
  });

  it('shows a round at a time, with byes and winners in words', async () => {
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(juniorDivision)) });
    const { user } = renderPage();
    // The first round is decided, so the page opens where the hall is: the semi-finals.
    const semis = await screen.findByRole('tab', { name: 'Semi-finals' });
    expect(semis).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Quarter-finals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Quarter-finals' });
    const bouts = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.bout);
    expect(bouts).toHaveLength(4);
    expect(bouts[0]).toHaveTextContent('Bout 1RedAsha PatilPuneGoes through on a byeBluebye');
    expect(bouts[1]).toHaveTextContent('Bout 2RedBina ShahMumbai✓ WinnerBlueChitra RaoNagpur');
    expect(bouts[3]).toHaveTextContent('Bout 4RedbyeBlueEsha KulkarniThaneGoes through on a bye');

    await user.click(screen.getByRole('tab', { name: 'Final' }));
    expect(screen.getByRole('tabpanel', { name: 'Final' })).toHaveTextContent(
      'Bout 1RedWinner of an earlier boutBlueWinner of an earlier bout',
    );
  });

  it('names the five rounds of a bracket of 32', async () => {
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(cadets)) });
    renderPage();
    await screen.findByRole('tab', { name: 'Final' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(screen.getByRole('tab', { name: 'Round of 32' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('names the one athlete of a division without bouts', async () => {
    const alone = {
      id: 'poomsae-senior-female-black',
      name: 'Poomsae Senior Female, Black',
      entries: [side('e-gita', 'Gita Rane', 'kolhapur')],
      matches: [],
    };
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(alone)) });
    renderPage();
    expect(
      await screen.findByText(
        'Gita Rane (Kolhapur) is the only athlete in this division: no bouts to fight.',
      ),
    ).toBeInTheDocument();
  });

  it('finds an athlete in any division and marks their bouts', async () => {
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(cadets, juniorDivision)) });
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cadet Male −45 kg' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find an athlete'), 'esha');
    await user.click(
      screen.getByRole('button', { name: 'Follow Esha Kulkarni, Thane (Junior Female −44 kg)' }),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Junior Female −44 kg' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Division')).toHaveValue('kyorugi-junior-female-44kg');
    expect(screen.getByText(/^Following Esha Kulkarni/)).toBeInTheDocument();
    // Her last round so far is the semi-final, where her bout is marked in words.
    const semis = screen.getByRole('tabpanel', { name: 'Semi-finals' });
    const followed = within(semis).getByText('Followed').closest('li');
    expect(followed).toHaveTextContent('Esha Kulkarni');
    expect(followed).toHaveFocus();

    await user.type(screen.getByLabelText('Find an athlete'), 'nobody');
    expect(screen.getByText('No athlete of this championship has that name.')).toBeInTheDocument();
  });

  it('shows a confirmed result at the next poll and announces it politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const [asha, bina] = [side('e-asha', 'Asha Patil'), side('e-bina', 'Bina Shah', 'mumbai')];
    const decided = {
      ...juniorDivision,
      matches: juniorDivision.matches.map((match) =>
        match.id.endsWith('.r2.m1') ? bout(juniorDivision.id, 2, 1, asha, bina, bina) : match,
      ),
    };
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(juniorDivision)) });
    renderPage();
    await screen.findByRole('tab', { name: 'Semi-finals' });
    const polls = () => apiCalls.filter((call) => call.path.endsWith('/brackets')).length;
    expect(polls()).toBe(1);

    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(decided)) });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(polls()).toBe(2);
    const news = await screen.findByText('Bina Shah won a bout of the Semi-finals.');
    expect(news.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const semis = screen.getByRole('tabpanel', { name: 'Semi-finals' });
    expect(within(semis).getAllByRole('listitem')[0]).toHaveTextContent('Bina ShahMumbai✓ Winner');
  });

  it('stops asking while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [`GET /events/${EVENT}/brackets`]: answer(bracketsOf(juniorDivision)) });
    renderPage();
    await screen.findByRole('tab', { name: 'Semi-finals' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const before = apiCalls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(apiCalls.length).toBe(before);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(apiCalls.length).toBe(before + 1));
  });
});
