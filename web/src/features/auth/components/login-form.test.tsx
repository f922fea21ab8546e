import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import { sessionStore } from '@/features/auth/lib/session-store';
import { signInWithEmail } from '@/test/fake-firebase-client';
import { currentPath, renderRoute } from '@/test/render-route';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function renderLogin(state?: unknown) {
  return renderRoute(<LoginForm />, { path: '/login', state });
}

describe('LoginForm', () => {
  it('has labelled fields, remember-me checked by default and the forgot-password link', () => {
    renderLogin();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the exact messages under the fields and focuses the first invalid one', async () => {
    const { user } = renderLogin();
    await user.click(submit());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');
    await waitFor(() => expect(email()).toHaveFocus());

    await user.type(email(), 'not-an-email');
    await user.type(password(), '123');
    await user.click(submit());
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as that field is edited', async () => {
    const { user } = renderLogin();
    await user.click(submit());
    await user.type(password(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('signs in (remembered by default), shows the busy label, then returns to the saved path', async () => {
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/enroll');
    let finish: () => void = () => undefined;
    signInWithEmail.mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve(undefined as never))),
    );
    const { user, router } = renderLogin({ from: '/profile' });
    await user.type(email(), 'member@example.com');
    await user.type(password(), 'Member#2026');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    await waitFor(() =>
      expect(signInWithEmail).toHaveBeenCalledWith('member@example.com', 'Member#2026', true),
    );
    finish();
    await waitFor(() => expect(currentPath(router)).toBe('/enroll'));
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('uses session storage for an unremembered sign-in and falls back to location.state.from', async () => {
    const { user, router } = renderLogin({ from: '/profile' });
    await user.type(email(), 'member@example.com');
    await user.type(password(), 'Member#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());
    await waitFor(() => expect(currentPath(router)).toBe('/profile'));
    expect(signInWithEmail).toHaveBeenCalledWith('member@example.com', 'Member#2026', false);
    expect(sessionStore.getSnapshot().status).toBe('signed-in');
  });

  it.each([
    ['auth/invalid-credential', 'Invalid email or password.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Network error'],
    ['auth/internal-error', 'Failed to login. Please check your credentials.'],
  ])('explains %s in a form alert', async (code, message) => {
    signInWithEmail.mockRejectedValueOnce(firebaseError(code));
    const { user, router } = renderLogin();
    await user.type(email(), 'member@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submit()).toBeEnabled();
    expect(currentPath(router)).toBe('/login');
  });
});
