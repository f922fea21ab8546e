import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import { fakeAuthUser, setFirebaseUser } from '@/test/fake-firebase-client';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Through the real route table and app shell: the claim is read from the (fake) ID token.

describe('admin routes', () => {
  it('send a visitor to /login, remembering the page to come back to', async () => {
    const { router } = renderApp('/admin/enquiries?status=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(
      '/admin/enquiries?status=new',
    );
  });

  it('show a member without the admin claim the 403 page and no Admin link', async () => {
    act(() => setFirebaseUser(fakeAuthUser()));
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Account: Asha Patil' }));
    expect(screen.getByRole('link', { name: 'Profile & Settings' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('open for an admin, with the Admin link in the account menu', async () => {
    mockApi({ 'GET /contact': { status: 200, body: { success: true, count: 0, data: [] } } });
    act(() => setFirebaseUser(fakeAuthUser({}, { admin: true })));
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect(await screen.findByText('0 new messages')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Account: Asha Patil' }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
