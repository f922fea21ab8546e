import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AthletesSearch } from '@/features/admin/components/athletes-search';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const row = (overrides: Record<string, unknown>) => ({
  id: 'ath-1',
  membershipNumber: 'MTA-2026-00001',
  fullName: 'Ira Patil',
  dateOfBirth: '2016-04-10',
  clubId: 'pune',
  currentRank: 'white',
  guardianCount: 1,
  consent: { status: 'recorded', noticeVersion: '2026-11-28', acceptedAt: '2026-11-28T06:30:00Z' },
  ...overrides,
});

describe('AthletesSearch', () => {
  it('searches by the words typed, keeps them in the URL and shows the consent on record', async () => {
    mockApi({
      'GET /admin/athletes': { status: 200, body: { success: true, count: 0, data: [] } },
      'GET /admin/athletes?q=MTA-2026': {
        status: 200,
        body: {
          success: true,
          count: 2,
          data: [
            row({}),
            row({ id: 'ath-2', fullName: 'Kiran Rao', consent: { status: 'missing' } }),
          ],
        },
      },
    });
    const { router } = renderRoute(<AthletesSearch />, { path: '/admin/athletes' });
    expect(await screen.findByText('No athletes yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or membership number' }), {
      target: { value: 'MTA-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 athletes for “MTA-2026”')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/athletes?q=MTA-2026');
    const table = screen.getByRole('table');
    expect(within(table).getByText('28 November 2026, notice 2026-11-28')).toBeVisible();
    expect(within(table).getByText('Missing')).toBeVisible();
    expect(within(table).getAllByText('Pune')).toHaveLength(2);
    expect(apiCalls.map((call) => call.path)).toContain('/admin/athletes?q=MTA-2026');
  });
});
