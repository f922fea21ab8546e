import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskEntry } from '@contracts/championship';
import { WeighInDesk } from '@/features/championships/components/weigh-in-desk';
import { WEIGH_IN_QUEUE_KEY } from '@/features/championships/lib/weigh-in-queue';
import { apiCalls, mockApi } from '@/test/mock-api';

const entry = (patch: Partial<DeskEntry>): DeskEntry => ({
  id: 'e1',
  athleteId: 'a1',
  athleteName: 'Ira Patil',
  clubId: 'pune',
  clubName: 'Pune',
  discipline: 'kyorugi',
  divisionId: 'kyorugi-cadet-male-45kg',
  divisionName: 'Cadet Male −45 kg',
  divisionNameMr: 'कॅडेट',
  status: 'entered',
  declaredWeightKg: 44,
  membershipNumber: 'MTA-2026-00042',
  gender: 'male',
  weighedKg: null,
  proposedDivisionId: null,
  proposedDivisionName: null,
  ...patch,
});

const base = '/admin/events/champ/entries';

function online(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(() => {
  localStorage.clear();
  online(true);
  mockApi({
    [`GET ${base}`]: {
      status: 200,
      body: { success: true, data: { entries: [entry({})], byDivision: [], byClub: [] } },
    },
  });
});

afterEach(() => online(true));

async function findIra() {
  render(<WeighInDesk eventId="champ" />);
  await userEvent.type(await screen.findByLabelText('Name or membership number'), '00042');
  return screen.findByRole('article', { name: 'Ira Patil' });
}

describe('the weigh-in desk', () => {
  it('says at once whether a weight fits, and records it', async () => {
    mockApi({
      [`POST ${base}/e1/weigh-in`]: {
        status: 200,
        body: {
          success: true,
          data: {
            status: 'weighed-in',
            id: 'e1',
            weightKg: 44.5,
            divisionId: 'kyorugi-cadet-male-45kg',
          },
        },
      },
    });
    const card = await findIra();
    await userEvent.type(within(card).getByLabelText('Weight of Ira Patil in kg'), '44.5');
    expect(within(card).getByText('Fits Cadet Male −45 kg')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Record weight of Ira Patil' }));
    expect(await within(card).findByText('Weighed in')).toBeInTheDocument();
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({ weightKg: 44.5 });
    expect(localStorage.getItem(WEIGH_IN_QUEUE_KEY)).toBeNull();
  });

  it('never moves anyone by itself: a mismatch waits for the official’s decision', async () => {
    mockApi({
      [`POST ${base}/e1/weigh-in`]: {
        status: 200,
        body: {
          success: true,
          data: {
            status: 'needs-decision',
            id: 'e1',
            weightKg: 46.5,
            divisionId: 'kyorugi-cadet-male-45kg',
            proposedDivisionId: 'kyorugi-cadet-male-49kg',
            proposedDivisionName: 'Cadet Male −49 kg',
            proposedDivisionNameMr: 'x',
          },
        },
      },
      [`POST ${base}/e1/decision`]: {
        status: 200,
        body: {
          success: true,
          data: {
            id: 'e1',
            status: 'weighed-in',
            divisionId: 'kyorugi-cadet-male-49kg',
            divisionName: 'Cadet Male −49 kg',
          },
        },
      },
    });
    const card = await findIra();
    await userEvent.type(within(card).getByLabelText('Weight of Ira Patil in kg'), '46.5');
    expect(
      within(card).getByText('Does not fit: needs decision (proposed Cadet Male −49 kg)'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Record weight of Ira Patil' }));
    expect(await within(card).findByText('Needs decision')).toBeInTheDocument();
    expect(within(card).getByText(/MTA-2026-00042 · Pune · Cadet Male −45 kg/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Move to Cadet Male −49 kg' }));
    expect(await within(card).findByText('Weighed in')).toBeInTheDocument();
    expect(within(card).getByText(/MTA-2026-00042 · Pune · Cadet Male −49 kg/)).toBeInTheDocument();
    expect(apiCalls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { weightKg: 46.5 },
      { action: 'move' },
    ]);
  });

  it('keeps a weigh-in on the device without a network and sends it when the network is back', async () => {
    mockApi({
      [`POST ${base}/e1/weigh-in`]: {
        status: 200,
        body: {
          success: true,
          data: {
            status: 'weighed-in',
            id: 'e1',
            weightKg: 44,
            divisionId: 'kyorugi-cadet-male-45kg',
          },
        },
      },
    });
    const card = await findIra();
    online(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    await userEvent.type(within(card).getByLabelText('Weight of Ira Patil in kg'), '44');
    await userEvent.click(within(card).getByRole('button', { name: 'Record weight of Ira Patil' }));
    expect(await screen.findByText(/1 action is waiting for the network/)).toBeInTheDocument();
    expect(localStorage.getItem(WEIGH_IN_QUEUE_KEY)).toContain('"weightKg":44');
    expect(apiCalls.some((call) => call.method === 'POST')).toBe(false);

    online(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByText('Everything recorded here has reached the server.'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Weighed in')).toBeInTheDocument();
    expect(localStorage.getItem(WEIGH_IN_QUEUE_KEY)).toBeNull();
  });

  it('lists what the server refused, and takes it out of the outbox', async () => {
    mockApi({
      [`POST ${base}/e1/weigh-in`]: {
        status: 409,
        body: { success: false, code: 'entry/withdrawn', message: 'This entry was withdrawn' },
      },
    });
    const card = await findIra();
    await userEvent.type(within(card).getByLabelText('Weight of Ira Patil in kg'), '44');
    await userEvent.click(within(card).getByRole('button', { name: 'Record weight of Ira Patil' }));
    expect(await screen.findByText(/Ira Patil: /)).toBeInTheDocument();
    expect(localStorage.getItem(WEIGH_IN_QUEUE_KEY)).toBeNull();
  });
});
