import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GradingSession } from '@/features/gradings/components/grading-session';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const grading = {
  id: 'g1',
  date: '2026-11-28',
  city: 'Pune',
  venue: 'Balewadi',
  examiners: ['Master Kulkarni'],
  resultCount: 0,
  passCount: 0,
  createdAt: '2026-11-28T04:00:00.000Z',
  results: [],
};
const athlete = {
  id: 'a1',
  membershipNumber: 'MTA-2026-00042',
  fullName: 'Sai Patil',
  dateOfBirth: '2014-01-01',
  clubId: 'pune',
  currentRank: 'yellow',
  guardianCount: 1,
  consent: { status: 'recorded' },
};

describe('the grading screen', () => {
  it('adds a candidate by search, offers only the ranks the rule allows, and records the result', async () => {
    let recorded = false;
    mockApi({
      'GET /admin/gradings/g1': () => ({
        status: 200,
        body: {
          success: true,
          data: recorded
            ? {
                ...grading,
                results: [
                  {
                    athleteId: 'a1',
                    athleteName: 'Sai Patil',
                    membershipNumber: 'MTA-2026-00042',
                    rank: 'green',
                    result: 'pass',
                    certificateNumber: 'MTA-C-2026-000009',
                    recordedAt: '2026-11-28T05:00:00.000Z',
                  },
                ],
              }
            : grading,
        },
      }),
      'GET /admin/athletes?q=Sai': {
        status: 200,
        body: { success: true, count: 1, data: [athlete] },
      },
      'POST /admin/gradings/g1/results': () => {
        recorded = true;
        return {
          status: 200,
          body: {
            success: true,
            data: { issued: [{ athleteId: 'a1', certificateNumber: 'MTA-C-2026-000009' }] },
          },
        };
      },
    });
    const { user } = renderRoute(<GradingSession gradingId="g1" />, { path: '/admin/gradings/g1' });
    expect(await screen.findByText('Examiners: Master Kulkarni')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name or membership number'), 'Sai');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add Sai Patil' }));

    const row = screen.getByRole('group', { name: 'Sai Patil' });
    const rank = within(row).getByRole('combobox', { name: 'Rank examined for' });
    expect(
      within(rank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yellow-green belt', 'Green belt']);
    await user.selectOptions(rank, 'green');
    await user.click(
      screen.getByRole('button', { name: 'Record 1 result and issue its certificate' }),
    );

    expect(
      await screen.findByRole('link', { name: 'Certificate MTA-C-2026-000009' }),
    ).toHaveAttribute('href', '/certificates/MTA-C-2026-000009');
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({
      results: [{ athleteId: 'a1', rank: 'green', result: 'pass' }],
    });
    expect(screen.queryByRole('group', { name: 'Sai Patil' })).not.toBeInTheDocument();
  });
});
