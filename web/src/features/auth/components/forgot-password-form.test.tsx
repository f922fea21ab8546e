import { authMessages } from '@contracts/auth-messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { apiCalls, fetchStub, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const email = () => screen.getByLabelText('Email');
const submit = () => screen.getByRole('button', { name: 'Send reset link' });
const sentMessage = 'If an account exists for that email, we have sent a link.';

function renderForgot() {
  return renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
}

describe('ForgotPasswordForm', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for an email, then a valid one (the stricter check)', async () => {
    const { user } = renderForgot();
    await user.click(submit());
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveFocus());
    await user.type(email(), 'asha@example');
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(apiCalls.some((call) => call.path === '/auth/forgot-password')).toBe(false);
  });

  it('sends the request, shows the sent state with the server’s message, and can try again', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      'POST /auth/forgot-password': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { success: true, message: sentMessage } });
        }),
    });
    const { user } = renderForgot();
    await user.type(email(), 'asha@example.com');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => answer());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(sentMessage)).toBeInTheDocument();
    // The page's language goes along, so the mail and its link are in it (English here).
    expect(apiCalls.find((call) => call.path === '/auth/forgot-password')?.body).toEqual({
      email: 'asha@example.com',
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(email()).toHaveValue('asha@example.com');
    expect(submit()).toBeEnabled();
  });

  it.each([
    [
      { status: 429, body: { success: false, message: authMessages.tooManyResetRequests } },
      authMessages.tooManyResetRequests,
    ],
    [{ status: 502, body: '<html>Bad gateway</html>' }, 'Server error (502)'],
  ])('shows what went wrong (%#)', async (answer, message) => {
    mockApi({ 'POST /auth/forgot-password': answer });
    const { user } = renderForgot();
    await user.type(email(), 'asha@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says nothing while the server is healthy', async () => {
    renderForgot();
    await waitFor(() => expect(apiCalls.some((call) => call.path === '/health')).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 503, body: { success: false, message: 'Down' } }],
    [{ status: 200, body: { mongodbState: { readyState: 0 } } }],
  ])('warns about the database when the health check says so (%#)', async (answer) => {
    mockApi({ 'GET /health': answer });
    renderForgot();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Database connection issue. Please try again later.',
    );
    expect(submit()).toBeEnabled();
  });

  it('warns when the server does not answer the health check', async () => {
    vi.useFakeTimers();
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForgot();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Server is not responding. Please try again later.',
    );
  });
});
