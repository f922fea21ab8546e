import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminEnrollment } from '@contracts/admin-enrollment';
import { EnrollmentsReview } from '@/features/admin/components/enrollments-review';
import { toast } from '@/lib/toast';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const enrollment = (id: string, overrides: Partial<AdminEnrollment> = {}): AdminEnrollment => ({
  _id: id,
  id,
  uid: `uid-${id}`,
  referenceNumber: `MTA-2026-${id.toUpperCase().padEnd(6, 'Q')}`,
  program: 'teens',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  fullName: `Student ${id}`,
  email: `${id}@example.com`,
  phone: '+91 98220 00001',
  dateOfBirth: '2010-04-05',
  gender: 'female',
  address: '12 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  emergencyContact: 'Ravi Patil',
  emergencyPhone: '9822000002',
  experience: 'none',
  medicalConditions: '',
  howDidYouHear: 'friend',
  termsAccepted: true,
  termsAcceptedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reviewNote: '',
  reviewedAt: null,
  updatedBy: null,
  ...overrides,
});

const page = (rows: AdminEnrollment[], nextBefore: string | null = null) => ({
  status: 200,
  body: { success: true, count: rows.length, data: rows, nextBefore },
});

const renderReview = (at = '/admin/enrollments') =>
  renderRoute(<EnrollmentsReview />, { path: '/admin/enrollments', at });

describe('EnrollmentsReview', () => {
  it('lists a page, and loads the next from the last row’s time', async () => {
    const cursor = '2026-11-19T08:00:00.000Z';
    mockApi({
      'GET /admin/enrollments': page([enrollment('aa'), enrollment('bb')], cursor),
      [`GET /admin/enrollments?before=${encodeURIComponent(cursor)}`]: page([enrollment('cc')]),
    });
    const { user } = renderReview();
    expect(await screen.findByText('2 enrollments shown, more to load')).toBeVisible();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Submitted', 'Reference', 'Student', 'Program', 'Status']);
    expect(within(table).getAllByText('Teens (13-17)')).toHaveLength(2);
    expect(within(table).getAllByText('Pending')[0]).toHaveClass('status-badge--pending');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'MTA-2026-CCQQQQ' })).toBeVisible();
    expect(screen.getByText('3 enrollments')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the filters in the URL and sends them to the API', async () => {
    mockApi({
      'GET /admin/enrollments': page([enrollment('aa')]),
      'GET /admin/enrollments?status=approved': page([]),
      'GET /admin/enrollments?status=approved&q=asha': page([
        enrollment('bb', { status: 'approved', fullName: 'Asha Patil' }),
      ]),
    });
    const { user, router } = renderReview();
    await screen.findByText('1 enrollment');
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(currentPath(router)).toBe('/admin/enrollments?status=approved');
    expect(await screen.findByText('No enrollments match these filters.')).toBeVisible();

    await user.type(screen.getByLabelText('Name, email or reference'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentPath(router)).toBe('/admin/enrollments?status=approved&q=asha');
    expect(await screen.findByText('Asha Patil')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.clear(screen.getByLabelText('Name, email or reference'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentPath(router)).toBe('/admin/enrollments');
  });

  it('starts from the filters in the address and offers to clear them', async () => {
    mockApi({
      'GET /admin/enrollments?program=adults': page([]),
      'GET /admin/enrollments': page([enrollment('aa')]),
    });
    const { user, router } = renderReview('/admin/enrollments?program=adults&status=bogus');
    expect(await screen.findByText('No enrollments match these filters.')).toBeVisible();
    expect(screen.getByLabelText('Program')).toHaveValue('adults');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(currentPath(router)).toBe('/admin/enrollments');
    expect(await screen.findByText('1 enrollment')).toBeVisible();
  });

  it('shows one enrollment in full and approves it with a note', async () => {
    const success = vi.spyOn(toast, 'success');
    mockApi({
      'GET /admin/enrollments': page([
        enrollment('aa', { medicalConditions: '<b>Mild asthma</b>', termsAccepted: false }),
      ]),
      'PUT /admin/enrollments/aa': (body) => ({
        status: 200,
        body: {
          success: true,
          message: 'Enrollment approved',
          data: enrollment('aa', {
            status: 'approved',
            reviewNote: (body as { note: string }).note,
            reviewedAt: '2026-11-24T09:35:00.000Z',
          }),
        },
      }),
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'MTA-2026-AAQQQQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment of Student aa' });
    expect(within(dialog).getByText('<b>Mild asthma</b>')).toBeVisible();
    expect(within(dialog).getByText('No (to follow up)')).toBeVisible();
    expect(within(dialog).getByText('12 FC Road, Pune, Maharashtra 411004')).toBeVisible();
    expect(within(dialog).getByText('Not decided yet')).toBeVisible();

    await user.type(
      within(dialog).getByLabelText('Note to the member (optional)'),
      'See you Monday',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/admin/enrollments/aa',
          body: { status: 'approved', note: 'See you Monday' },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Enrollment approved');
    expect(within(screen.getByRole('table')).getByText('Approved')).toHaveClass(
      'status-badge--approved',
    );

    // Opened again, it shows the decision and starts from the note already sent.
    await user.click(screen.getByRole('button', { name: 'MTA-2026-AAQQQQ' }));
    const again = await screen.findByRole('dialog', { name: 'Enrollment of Student aa' });
    expect(within(again).getByText('Decided 24 November 2026, 3:05 pm')).toBeVisible();
    expect(within(again).getByLabelText('Note to the member (optional)')).toHaveValue(
      'See you Monday',
    );
  });

  it('keeps the dialog open and says so when the decision fails', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'GET /admin/enrollments': page([enrollment('aa')]),
      'PUT /admin/enrollments/aa': { status: 403, body: { success: false, message: 'Forbidden' } },
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'MTA-2026-AAQQQQ' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('That did not work. Please try again.'));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('downloads the CSV of the current filters', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    mockApi({
      'GET /admin/enrollments?status=pending': page([enrollment('aa')]),
      'GET /admin/enrollments.csv?status=pending': { status: 200, body: 'Reference' },
    });
    const { user } = renderReview('/admin/enrollments?status=pending');
    await screen.findByText('1 enrollment');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 11 }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('enrollments.csv');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({
      'GET /admin/enrollments': { status: 503, body: { success: false, message: 'Down' } },
    });
    const { user } = renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    mockApi({ 'GET /admin/enrollments': page([enrollment('aa')]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'MTA-2026-AAQQQQ' })).toBeVisible();
  });
});
