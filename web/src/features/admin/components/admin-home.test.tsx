import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminHome } from '@/features/admin/components/admin-home';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

describe('AdminHome', () => {
  it('links to each area, with the count of new enquiries', async () => {
    mockApi({ 'GET /contact': { status: 200, body: { success: true, count: 0, data: [] } } });
    renderRoute(<AdminHome />, { path: '/admin' });
    expect(screen.getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
    expect(screen.getByRole('link', { name: 'Enrollments' })).toHaveAttribute(
      'href',
      '/admin/enrollments',
    );
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    expect(await screen.findByText('0 new messages')).toBeVisible();
  });
});
