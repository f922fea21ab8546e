import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const verifyPath = 'GET /auth/reset-password/code-123/verify';
const resetPath = 'POST /auth/reset-password/code-123';

function renderReset(token: string | undefined = 'code-123') {
  return renderRoute(<ResetPasswordPanel token={token} />, {
    path: '/reset-password/:token',
    at: '/reset-password/code-123',
  });
}

function validLink() {
  mockApi({ [verifyPath]: { status: 200, body: { success: true, valid: true, email: 'a@b.co' } } });
}

describe('ResetPasswordPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies the link first, then shows the form', async () => {
    validLink();
    renderReset();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your reset link...');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('explains an invalid link and offers a new one', async () => {
    mockApi({
      [verifyPath]: {
        status: 400,
        body: { success: false, valid: false, message: 'Invalid or expired password reset token' },
      },
    });
    renderReset();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired password reset token');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('refuses a missing token without asking the server', () => {
    renderReset('  ');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing reset token');
    expect(apiCalls.some((call) => call.path.startsWith('/auth/reset-password'))).toBe(false);
  });

  it('shows the exact messages and clears them on edit', async () => {
    validLink();
    const { user } = renderReset();
    const password = await screen.findByLabelText('New password');
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await user.click(submit);
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
    await user.type(password, 'abc');
    expect(screen.queryByText('Please enter a new password')).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Kicks&Blocks9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kicks&Blocks8');
    await user.click(submit);
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets, shows the server’s message and goes to /login after 3 s', async () => {
    validLink();
    mockApi({ [resetPath]: { status: 200, body: { success: true, message: 'Password reset.' } } });
    const { user, router } = renderReset();
    await user.type(await screen.findByLabelText('New password'), 'Kicks&Blocks9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kicks&Blocks9');
    // From here only the test moves the clock: a busy machine must not bring the redirect forward.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password reset.');
    expect(alert).toHaveTextContent('Redirecting you to sign in...');
    expect(apiCalls.find((call) => call.path === '/auth/reset-password/code-123')?.body).toEqual({
      password: 'Kicks&Blocks9',
    });
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(currentPath(router)).toBe('/reset-password/code-123');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentPath(router)).toBe('/login');
  });

  it('shows the busy label, then the server’s refusal or the fixed fallback', async () => {
    validLink();
    let refuse: () => void = () => undefined;
    mockApi({
      [resetPath]: () =>
        new Promise((resolve) => {
          refuse = () =>
            resolve({
              status: 400,
              body: { success: false, message: 'That link was used already' },
            });
        }),
    });
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('New password'), 'Kicks&Blocks9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kicks&Blocks9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    act(() => refuse());
    expect(await screen.findByRole('alert')).toHaveTextContent('That link was used already');

    mockApi({ [resetPath]: { status: 200, body: { unexpected: true } } });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to reset password. Please try again.',
      ),
    );
  });
});
