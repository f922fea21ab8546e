import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import { sessionStore } from '@/features/auth/lib/session-store';
import { fakeAuthUser, setFirebaseUser } from '@/test/fake-firebase-client';
import { renderApp } from '@/test/render-app';

// Through the real route table and app shell: the session boots as it does in the browser.

describe('protected routes', () => {
  // First in the file: the session has not loaded yet (it connects once per test file).
  it('shows a spinner while the sign-in state loads', async () => {
    // A session stored by Firebase, which Firebase must confirm (here: nobody is signed in).
    window.localStorage.setItem('firebase:authUser:fake-api-key:[DEFAULT]', '{}');
    expect(sessionStore.getSnapshot().status).toBe('loading');
    renderApp('/profile');
    expect(await screen.findByText('Checking your sign-in…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
  });

  it.each([
    ['/profile', '/profile'],
    ['/enroll?program=teens', '/enroll?program=teens'],
  ])('sends a visitor from %s to /register, remembering it', async (path, saved) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(saved);
  });

  it('shows the page to a member', async () => {
    act(() => setFirebaseUser(fakeAuthUser()));
    renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile & Settings' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument());
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('signing out on a protected page goes home, not to /register', async () => {
    act(() => setFirebaseUser(fakeAuthUser()));
    const { user, router } = renderApp('/profile');
    await screen.findByRole('tab', { name: 'Profile' });
    await user.click(screen.getByRole('button', { name: 'Account: Asha Patil' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe('signed-out'));
    await screen.findByRole('heading', { level: 1, name: 'Maharashtra Taekwondo Association' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });
});
