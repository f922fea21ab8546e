import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brackets } from '@contracts/bracket';
import { bracketMessages } from '@contracts/bracket';
import type { BracketSide } from '@contracts/draw';
import { DrawControl } from '@/features/championships/components/draw-control';
import { apiCalls, mockApi } from '@/test/mock-api';

const NOW = 1_764_300_000_000;
const brackets = `GET /events/champ/brackets?fresh=${NOW}`;
const draw = 'POST /admin/events/champ/draw';

const side = (entryId: string, clubId = 'pune'): BracketSide => ({
  entryId,
  athleteName: `Athlete ${entryId}`,
  clubId,
});
const [a, b, c, d] = [side('a'), side('b', 'thane'), side('c'), side('d', 'thane')];

/** Four athletes of one division: two semi-finals and a final to fight. */
const drawn = (seed: string, winner: BracketSide | null = null): Brackets => ({
  seed: seed.repeat(64),
  entriesHash: 'e'.repeat(64),
  divisions: [
    {
      id: 'kyorugi-cadet-male-45kg',
      name: 'Cadet Male −45 kg',
      entries: [a, b, c, d],
      matches: [
        {
          id: 'k.r1.m1',
          round: 1,
          position: 1,
          red: a,
          blue: b,
          winnerEntryId: winner?.entryId ?? null,
        },
        { id: 'k.r1.m2', round: 1, position: 2, red: c, blue: d, winnerEntryId: null },
        { id: 'k.r2.m1', round: 2, position: 1, red: winner, blue: null, winnerEntryId: null },
      ],
    },
  ],
});

const notDrawn = {
  status: 404,
  body: { success: false, code: 'not-drawn', message: 'This championship has not been drawn yet' },
};

function renderControl(undecided = 0) {
  render(
    <MemoryRouter>
      <DrawControl eventId="champ" undecided={undecided} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('the office’s draw', () => {
  it('says what a draw does before it draws, and shows the proof and the ways on after', async () => {
    mockApi({
      [brackets]: notDrawn,
      [draw]: { status: 200, body: { success: true, data: drawn('1') } },
    });
    renderControl();
    const open = await screen.findByRole('button', { name: 'Close entries and draw' });
    await userEvent.click(open);
    const question = screen.getByRole('group', { name: 'Close entries and draw every division' });
    expect(question).toHaveTextContent('Entries close for good');
    expect(question).toHaveTextContent('The brackets are public at once');
    expect(
      screen.getByRole('heading', { name: 'Close entries and draw every division' }),
    ).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Close entries and draw' })).toHaveFocus();
    expect(apiCalls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Close entries and draw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draw now' }));
    const heading = await screen.findByRole('heading', { name: 'Drawn' });
    expect(heading).toHaveFocus();
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({});
    expect(screen.getByText(/^1 division, 3 bouts to fight/)).toBeInTheDocument();
    expect(screen.getByText('1'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText('e'.repeat(64))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the public brackets' })).toHaveAttribute(
      'href',
      '/events/champ/brackets',
    );
    // The scoring screen is among the office's own links on the page, drawn or not: not twice.
    expect(screen.queryByRole('link', { name: 'Open the scoring screen' })).toBeNull();
  });

  it('sends the office to the weigh-in desk while weigh-ins wait for a decision', async () => {
    mockApi({
      [brackets]: notDrawn,
      [draw]: {
        status: 409,
        body: { success: false, code: 'weigh-in-undecided', message: 'Weigh-ins wait' },
      },
    });
    renderControl(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Close entries and draw' }));
    expect(
      screen.getByText(/2 weigh-ins are still waiting for a decision: decide them/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Draw now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 weigh-ins are still waiting for a decision. Decide them at the weigh-in desk, then draw.',
    );
    expect(within(alert).getByRole('link', { name: 'Open the weigh-in desk' })).toHaveAttribute(
      'href',
      '/championships/champ/weigh-in',
    );
    expect(screen.queryByRole('heading', { name: 'Drawn' })).toBeNull();
  });

  it('offers no redraw once a bout is scored: results are corrected bout by bout', async () => {
    mockApi({ [brackets]: { status: 200, body: { success: true, data: drawn('1', a) } } });
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Redraw…' }));
    const form = screen.getByRole('form', { name: 'Redraw every division' });
    expect(form).toHaveTextContent('1 bout has been scored, so the draw can no longer be redone');
    expect(within(form).queryByRole('button', { name: 'Redraw now' })).toBeNull();
    expect(within(form).queryByLabelText('Reason for the redraw')).toBeNull();
  });

  it('asks for a reason before a redraw', async () => {
    mockApi({
      [brackets]: { status: 200, body: { success: true, data: drawn('1') } },
      [draw]: { status: 200, body: { success: true, data: drawn('2') } },
    });
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Redraw…' }));
    const form = screen.getByRole('form', { name: 'Redraw every division' });
    expect(form).toHaveTextContent('Possible only until the first bout is scored');
    await userEvent.click(within(form).getByRole('button', { name: 'Redraw now' }));
    const reason = within(form).getByLabelText('Reason for the redraw');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(form).toHaveTextContent(bracketMessages.reasonRequired);
    expect(apiCalls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(reason, 'An athlete was left out by mistake');
    await userEvent.click(within(form).getByRole('button', { name: 'Redraw now' }));
    expect(await screen.findByText('2'.repeat(64))).toBeInTheDocument();
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({
      redraw: true,
      reason: 'An athlete was left out by mistake',
    });
    expect(screen.getByRole('heading', { name: 'Drawn' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Redraw every division' })).toBeNull();
  });
});
