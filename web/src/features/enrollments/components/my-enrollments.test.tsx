import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyEnrollments } from '@/features/enrollments/components/my-enrollments';
import { enrollmentSummary } from '@/test/enrollment-fixtures';
import { apiCalls, type MockAnswer, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const listAnswer = (data: unknown[]): MockAnswer => ({
  status: 200,
  body: { success: true, count: data.length, data, message: '' },
});

function renderList() {
  return renderRoute(<MyEnrollments />, { path: '/profile' });
}

describe('MyEnrollments', () => {
  it('shows a spinner, then a table: reference, program label, status badge, date', async () => {
    mockApi({
      'GET /enrollments': listAnswer([
        enrollmentSummary({
          _id: 'a',
          referenceNumber: 'MTA-2026-AAAAAA',
          status: 'approved',
          reviewNote: 'Classes start Monday at 6 pm. <b>Bring water</b>',
          reviewedAt: '2026-03-06T10:00:00.000Z',
        }),
        enrollmentSummary({
          _id: 'b',
          referenceNumber: 'MTA-2026-BBBBBB',
          status: 'rejected',
          program: 'adults',
        }),
        enrollmentSummary({ _id: 'c', referenceNumber: 'MTA-2026-CCCCCC', status: 'pending' }),
        enrollmentSummary({
          _id: 'd',
          referenceNumber: 'MTA-2026-DDDDDD',
          status: 'on-hold',
          program: 'weekend-camp',
          createdAt: '2025-12-31T10:00:00.000Z',
        }),
      ]),
    });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your enrollments');

    const table = await screen.findByRole('table', { name: 'Your enrollments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Reference',
      'Program',
      'Status',
      'Submitted',
      'Note from the office',
    ]);
    const row = (reference: string) => screen.getByRole('row', { name: new RegExp(reference) });
    expect(row('MTA-2026-AAAAAA')).toHaveTextContent('Children (4-12)');
    expect(row('MTA-2026-AAAAAA')).toHaveTextContent('5 March 2026');
    expect(within(row('MTA-2026-AAAAAA')).getByText('Approved')).toHaveClass(
      'status-badge--approved',
    );
    // The office's note beside its decision, as text (markup shown, never run).
    expect(
      within(row('MTA-2026-AAAAAA')).getByText('Classes start Monday at 6 pm. <b>Bring water</b>'),
    ).toHaveClass('enrollment-history__note');
    expect(row('MTA-2026-AAAAAA').querySelector('b')).toBeNull();
    expect(row('MTA-2026-CCCCCC').querySelector('.enrollment-history__note')).toBeEmptyDOMElement();
    expect(row('MTA-2026-BBBBBB')).toHaveTextContent('Adults (18+)');
    expect(within(row('MTA-2026-BBBBBB')).getByText('Rejected')).toHaveClass(
      'status-badge--rejected',
    );
    expect(within(row('MTA-2026-CCCCCC')).getByText('Pending')).toHaveClass(
      'status-badge--pending',
    );
    // Unknown values: any other status is pending, an unknown program is shown as stored.
    expect(within(row('MTA-2026-DDDDDD')).getByText('Pending')).toBeInTheDocument();
    expect(row('MTA-2026-DDDDDD')).toHaveTextContent('weekend-camp');
    expect(row('MTA-2026-DDDDDD')).toHaveTextContent('31 December 2025');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when there are none, with a way to enroll', async () => {
    mockApi({ 'GET /enrollments': listAnswer([]) });
    renderList();
    expect(await screen.findByText("You haven't enrolled in any programs yet.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enroll in a program' })).toHaveAttribute(
      'href',
      '/enroll',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each<[string, MockAnswer]>([
    ['a server error', { status: 500, body: { success: false, message: 'Down' } }],
    ['an unexpected answer', { status: 200, body: { success: true, data: 'nope' } }],
  ])('after %s: "Failed to fetch enrollments" and Try again', async (_case, answer) => {
    mockApi({ 'GET /enrollments': answer });
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch enrollments');

    mockApi({ 'GET /enrollments': listAnswer([enrollmentSummary()]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /MTA-2026-7K3M9Q/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(apiCalls.filter((call) => call.path === '/enrollments')).toHaveLength(2);
  });
});
