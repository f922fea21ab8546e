import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brackets } from '@contracts/bracket';
import { applyWinner, type BracketSide, type DivisionBracket } from '@contracts/draw';
import { ScoringScreen } from '@/features/championships/components/scoring-screen';
import { apiCalls, mockApi, type MockAnswer } from '@/test/mock-api';

const NOW = 1_764_300_000_000;
const CADET = 'kyorugi-cadet-male-45kg';
const OTHER = 'kyorugi-cadet-male-49kg';

const side = (entryId: string, clubId: string): BracketSide => ({
  entryId,
  athleteName: `Athlete ${entryId.toUpperCase()}`,
  clubId,
});
const [a, b, c, d] = [
  side('a', 'pune'),
  side('b', 'thane'),
  side('c', 'mumbai'),
  side('d', 'nagpur'),
];
const match = (id: string, red: BracketSide | null, blue: BracketSide | null, winner = null) => {
  const [, round = 0, position = 0] = /\.r(\d+)\.m(\d+)$/.exec(id)?.map(Number) ?? [];
  return { id, round, position, red, blue, winnerEntryId: winner };
};

const cadet = (): DivisionBracket => ({
  id: CADET,
  name: 'Cadet Male −45 kg',
  entries: [a, b, c, d],
  matches: [
    match(`${CADET}.r1.m1`, a, b),
    match(`${CADET}.r1.m2`, c, d),
    match(`${CADET}.r2.m1`, null, null),
  ],
});
/** A division of one: finished from the start, its athlete takes gold alone. */
const alone: DivisionBracket = { id: OTHER, name: 'Cadet Male −49 kg', entries: [d], matches: [] };

/** The server, as far as the screen can tell: applyWinner on the stored bracket. */
let stored: Brackets;
let failNext = 0;
function scoreRoute(matchId: string) {
  return (body: unknown): MockAnswer => {
    if (failNext > 0) {
      failNext -= 1;
      return { status: 503, body: { success: false, code: 'server/unavailable', message: 'x' } };
    }
    const { winnerEntryId } = body as { winnerEntryId: string };
    const division = stored.divisions.find((each) => matchId.startsWith(`${each.id}.`));
    const result = division && applyWinner(division.matches, matchId, winnerEntryId);
    if (!division || !result?.ok) {
      const code = result && !result.ok ? result.code : 'match-not-found';
      return { status: 409, body: { success: false, code, message: `Refused: ${code}` } };
    }
    const next = { ...division, matches: result.matches };
    stored = {
      ...stored,
      divisions: stored.divisions.map((each) => (each.id === next.id ? next : each)),
    };
    return { status: 200, body: { success: true, data: next } };
  };
}

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  failNext = 0;
  stored = { seed: '1'.repeat(64), entriesHash: 'e'.repeat(64), divisions: [alone, cadet()] };
  mockApi({
    [`GET /events/champ/brackets?fresh=${NOW}`]: () => ({
      status: 200,
      body: { success: true, data: stored },
    }),
    ...Object.fromEntries(
      cadet().matches.map((each) => [
        `PUT /admin/events/champ/matches/${encodeURIComponent(each.id)}`,
        scoreRoute(each.id),
      ]),
    ),
  });
});

function renderScreen() {
  render(
    <MemoryRouter>
      <ScoringScreen eventId="champ" />
    </MemoryRouter>,
  );
}

const bout = (name: string) => screen.getByRole('article', { name });
/** A corner's button by its visible words: "Red Athlete A Pune", "— Chosen" once tapped. */
const sideRed = (letter: string) => new RegExp(`^Red( — Chosen)? Athlete ${letter} `);
const sideBlue = (letter: string) => new RegExp(`^Blue( — Chosen)? Athlete ${letter} `);

async function score(boutName: string, sideName: RegExp) {
  const card = bout(boutName);
  await userEvent.click(within(card).getByRole('button', { name: sideName }));
  expect(within(card).getByRole('button', { name: sideName })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await userEvent.click(within(card).getByRole('button', { name: 'Confirm winner' }));
}

describe('the scoring screen', () => {
  it('shows the bouts ready to score first, confirms each winner and ends with the medallists', async () => {
    renderScreen();
    const picker = await screen.findByLabelText('Division');
    expect(picker).toHaveDisplayValue('Cadet Male −45 kg — 2 bouts to score');
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByText('2 bouts are ready to score.')).toBeInTheDocument();

    const card = bout('Semi-final, bout 1');
    await userEvent.click(within(card).getByRole('button', { name: sideRed('A') }));
    expect(within(card).getByText('Athlete A (Red, Pune) wins?')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm winner' })).toHaveFocus();
    expect(apiCalls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm winner' }));

    expect(await screen.findByText('Athlete A wins Semi-final, bout 1. Sent.')).toBeInTheDocument();
    expect(apiCalls.find((call) => call.method === 'PUT')?.body).toEqual({ winnerEntryId: 'a' });
    expect(screen.queryByRole('article', { name: 'Semi-final, bout 1' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Semi-final, bout 2' })).toHaveFocus();

    await score('Semi-final, bout 2', sideBlue('D'));
    // The winners met in the final, which is now the bout to score.
    await screen.findByRole('article', { name: 'Final' });
    await score('Final', sideRed('A'));

    const medals = await screen.findByRole('region', { name: 'Medallists' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Gold Athlete A, Pune',
      'Silver Athlete D, Nagpur',
      'Bronze Athlete B, Thane',
      'Bronze Athlete C, Mumbai',
    ]);
    expect(screen.getByRole('heading', { name: 'Medallists' })).toHaveFocus();
    expect(screen.getByText('Every division is finished.')).toBeInTheDocument();
  });

  it('keeps the choice when a send gets no answer, and sends it again on Try again', async () => {
    failNext = 1;
    renderScreen();
    await screen.findByLabelText('Division');
    await score('Semi-final, bout 1', sideBlue('B'));
    const card = bout('Semi-final, bout 1');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Not sent: no answer from the server. Your choice is kept here',
    );
    expect(within(card).getByRole('button', { name: sideBlue('B') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Athlete B wins Semi-final, bout 1. Sent.')).toBeInTheDocument();
    expect(apiCalls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { winnerEntryId: 'b' },
      { winnerEntryId: 'b' },
    ]);
  });

  it('corrects a bout while the next one waits, and says why it cannot once that is scored', async () => {
    renderScreen();
    await screen.findByLabelText('Division');
    await score('Semi-final, bout 1', sideRed('A'));
    const decided = await screen.findByRole('region', { name: 'Decided bouts' });
    await userEvent.click(
      within(decided).getByRole('button', { name: 'Correct Semi-final, bout 1' }),
    );
    const question = within(decided).getByRole('group', { name: 'Correct Semi-final, bout 1' });
    expect(question).toHaveTextContent('Make Athlete B the winner of Semi-final, bout 1 instead?');
    await userEvent.click(within(question).getByRole('button', { name: 'Change the winner' }));
    expect(
      await screen.findByText('Athlete B is now the winner of Semi-final, bout 1. Sent.'),
    ).toBeInTheDocument();
    expect(within(decided).getByText('Winner: Athlete B')).toBeInTheDocument();

    await score('Semi-final, bout 2', sideRed('C'));
    await screen.findByRole('article', { name: 'Final' });
    await score('Final', sideBlue('C'));
    await screen.findByRole('region', { name: 'Medallists' });
    expect(
      within(decided).getAllByText(
        'Cannot be corrected: Final has been scored. Correct Final first, if it is wrong too.',
      ),
    ).toHaveLength(2);
    expect(within(decided).getByRole('button', { name: 'Correct Final' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and reads the brackets again', async () => {
    renderScreen();
    await screen.findByLabelText('Division');
    // Another official scored this bout meanwhile; this screen has not heard yet.
    scoreRoute(`${CADET}.r1.m1`)({ winnerEntryId: 'a' });
    mockApi({
      [`PUT /admin/events/champ/matches/${CADET}.r1.m1`]: {
        status: 409,
        body: { success: false, code: 'match-locked', message: 'The next match has a result' },
      },
    });
    await score('Semi-final, bout 1', sideBlue('B'));
    expect(
      await screen.findByText('Not accepted: The next match has a result'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Winner: Athlete A')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Semi-final, bout 1' })).toBeNull();
  });
});
