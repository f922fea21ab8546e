import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';
import { sessionStore } from '@/features/auth/lib/session-store';
import { toSessionUser } from '@/features/auth/lib/session-user';
import { apiUser, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

function renderDashboard(slots: { athletes?: string; yourData?: string } = {}) {
  // The route hands in the other features' parts; any content stands in for them here.
  return renderRoute(
    <AccountDashboard
      profileEditor={<p>The profile form</p>}
      enrollments={<p>The member's enrollments</p>}
      athletes={slots.athletes && <p>{slots.athletes}</p>}
      yourData={slots.yourData && <p>{slots.yourData}</p>}
    />,
    { path: '/profile' },
  );
}

describe('AccountDashboard', () => {
  it('shows the profile fetched fresh from the server', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: { success: true, data: apiUser() } } });
    renderDashboard();
    const details = await screen.findByText('asha@example.com');
    const list = details.closest('dl') as HTMLElement;
    expect(list).toHaveTextContent('AccountMember');
    expect(await within(list).findByText('5 March 2026')).toBeInTheDocument();
    expect(screen.getByText('The profile form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('calls an admin’s account the office’s', async () => {
    mockApi({
      'GET /auth/me': { status: 200, body: { success: true, data: apiUser({ role: 'admin' }) } },
    });
    renderDashboard();
    expect(await screen.findByText('Office (association staff)')).toBeInTheDocument();
  });

  it('shows "Member" when the profile on show has no role (the server could not be asked)', async () => {
    // The session's copy made from the Firebase account alone carries no role.
    sessionStore.set({ status: 'signed-in', user: { ...toSessionUser(apiUser()), role: '' } });
    mockApi({ 'GET /auth/me': { status: 503, body: { success: false, message: 'Down' } } });
    renderDashboard();
    await waitFor(() => expect(screen.getByText('Member')).toBeInTheDocument());
  });

  it('adds the athletes and data tabs when the route hands them in', async () => {
    const { user } = renderDashboard({ athletes: 'The athletes', yourData: 'The data' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', 'My athletes', 'Enrollments', 'Your data']);
    await user.click(screen.getByRole('tab', { name: 'Your data' }));
    expect(await screen.findByText('The data')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
  });

  it('is a tablist: arrow keys move between Profile and Enrollments', async () => {
    const { user } = renderDashboard();
    const profileTab = screen.getByRole('tab', { name: 'Profile' });
    const enrollmentsTab = screen.getByRole('tab', { name: 'Enrollments' });
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    expect(enrollmentsTab).toHaveAttribute('tabindex', '-1');

    await user.click(profileTab);
    await user.keyboard('{ArrowDown}');
    expect(enrollmentsTab).toHaveFocus();
    expect(enrollmentsTab).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Enrollments' })).findByText(
        "The member's enrollments",
      ),
    ).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(profileTab).toHaveFocus();
    await user.keyboard('{End}');
    expect(enrollmentsTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  });
});
