import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CoachAthlete } from '@contracts/championship';
import { CoachSquad } from '@/features/championships/components/coach-squad';
import { apiCalls, mockApi } from '@/test/mock-api';

const athlete = (id: string, fullName: string, birthYear: number): CoachAthlete => ({
  id,
  fullName,
  membershipNumber: `MTA-2026-0000${id}`,
  clubId: 'pune',
  gender: 'male',
  currentRank: 'green',
  birthYear,
  ageCategory: 'cadet',
  poomsaeAgeCategory: 'cadet',
});

const event = {
  _id: 'champ',
  id: 'champ',
  title: 'State Championship',
  description: '',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra' },
  date: { startDate: '2026-12-22' },
};

beforeEach(() => {
  mockApi({
    'GET /events/champ': { status: 200, body: { success: true, data: event } },
    'GET /events/champ/championship': {
      status: 200,
      body: {
        success: true,
        data: {
          eventId: 'champ',
          disciplines: ['kyorugi', 'poomsae'],
          entryDeadline: '2026-12-08',
          competitionYear: 2026,
          entriesOpen: true,
          rulesVersion: 'wt',
          updatedAt: '2026-11-28T10:00:00.000Z',
        },
      },
    },
    'GET /coach/athletes?competitionYear=2026': {
      status: 200,
      body: {
        success: true,
        count: 2,
        data: [athlete('1', 'Omkar More', 2013), athlete('2', 'Sai Rane', 2018)],
      },
    },
    'GET /events/champ/my-entries': { status: 200, body: { success: true, count: 0, data: [] } },
    'POST /events/champ/entries': (body) => {
      const { athleteId } = body as { athleteId: string };
      return athleteId === '1'
        ? {
            status: 201,
            body: {
              success: true,
              data: {
                id: 'e1',
                divisionId: 'kyorugi-cadet-male-45kg',
                divisionName: 'Cadet Male −45 kg',
                divisionNameMr: 'x',
                status: 'entered',
              },
            },
          }
        : {
            status: 400,
            body: { success: false, code: 'entry/not-eligible', message: 'Too young' },
          };
    },
  });
});

function renderSquad() {
  render(
    <MemoryRouter>
      <CoachSquad eventId="champ" clubId="pune" />
    </MemoryRouter>,
  );
}

describe('a coach’s squad screen', () => {
  it('shows the division as the row is filled and enters that row alone, in place', async () => {
    renderSquad();
    const omkar = await screen.findByRole('form', { name: 'Omkar More' });
    expect(screen.getByRole('heading', { name: 'Pune squad' })).toBeInTheDocument();
    await userEvent.selectOptions(
      within(omkar).getByLabelText('Discipline for Omkar More'),
      'kyorugi',
    );
    expect(within(omkar).getByText('Type the weight to see the division.')).toBeInTheDocument();
    await userEvent.type(within(omkar).getByLabelText('Weight (kg) for Omkar More'), '44,5');
    expect(within(omkar).getByText('Division: Cadet Male −45 kg')).toBeInTheDocument();
    await userEvent.click(within(omkar).getByRole('button', { name: 'Enter Omkar More' }));
    expect(await within(omkar).findByText('Entered in Cadet Male −45 kg')).toBeInTheDocument();
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({
      athleteId: '1',
      discipline: 'kyorugi',
      declaredWeightKg: 44.5,
    });
  });

  it('says why a child is not eligible before anything is sent, and sends nothing', async () => {
    renderSquad();
    const sai = await screen.findByRole('form', { name: 'Sai Rane' });
    await userEvent.selectOptions(within(sai).getByLabelText('Discipline for Sai Rane'), 'kyorugi');
    expect(
      within(sai).getByText('Not eligible: Too young for Cadet in 2026: must be born 2012-2014'),
    ).toBeInTheDocument();
    await userEvent.click(within(sai).getByRole('button', { name: 'Enter Sai Rane' }));
    expect(apiCalls.some((call) => call.method === 'POST')).toBe(false);
  });
});
