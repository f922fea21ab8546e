import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';
import { sessionStore } from '@/features/auth/lib/session-store';
import { toSessionUser } from '@/features/auth/lib/session-user';
import { apiUser, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

function renderDashboard() {
  // The route hands in the enrollments feature's list; any content stands in for it here.
  return renderRoute(<AccountDashboard enrollments={<p>The member's enrollments</p>} />, {
    path: '/profile',
  });
}

describe('AccountDashboard', () => {
  it('shows the profile fetched fresh from the server', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: { success: true, data: apiUser() } } });
    renderDashboard();
    const details = await screen.findByText('Asha Patil');
    const list = details.closest('dl') as HTMLElement;
    expect(list).toHaveTextContent('asha@example.com');
    expect(list).toHaveTextContent('+91 98200 00000');
    expect(list).toHaveTextContent('Roleuser');
    expect(list).toHaveTextContent('Member since5 March 2026');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows "student" when the profile on show has no role (the server could not be asked)', async () => {
    // The session's copy made from the Firebase account alone carries no role.
    sessionStore.set({ status: 'signed-in', user: { ...toSessionUser(apiUser()), role: '' } });
    mockApi({ 'GET /auth/me': { status: 503, body: { success: false, message: 'Down' } } });
    renderDashboard();
    await waitFor(() => expect(screen.getByText('student')).toBeInTheDocument());
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
