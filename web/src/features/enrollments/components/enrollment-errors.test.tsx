import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import { setUnauthorizedHandler } from '@/lib/api-client';
import {
  fillEnrollmentForm,
  resetSession,
  signInMember,
  signOutMember,
} from '@/test/enrollment-fixtures';
import { apiCalls, type MockAnswer, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

// "Enrollment": what the member reads for each way a submission can fail.

const submit = () => screen.getByRole('button', { name: 'Submit Enrollment' });

function renderFilled() {
  const view = renderRoute(<EnrollmentPage />, { path: '/enroll' });
  fillEnrollmentForm();
  return view;
}

async function submitAndSettle() {
  fireEvent.click(submit());
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  // Only the test moves the clock: a busy machine must not bring a timer forward.
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInMember();
});

afterEach(() => {
  vi.useRealTimers();
  setUnauthorizedHandler(null);
  resetSession();
});

const problem = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

describe('enrollment failures', () => {
  it.each<[string, MockAnswer, string]>([
    [
      '404',
      problem(404, 'The requested API endpoint does not exist.'),
      'The enrollment service is currently unavailable. Please try again later.',
    ],
    [
      '429',
      problem(429, 'Slow down'),
      'You have sent several enrollments in the last few minutes. Please wait a little and try again.',
    ],
    [
      '500 with a message',
      problem(500, 'Something went wrong on our side. Please try again later.'),
      'Something went wrong on our side. Please try again later.',
    ],
    [
      '503 with a message',
      problem(503, 'Database is unreachable. Please try again later.'),
      'Database is unreachable. Please try again later.',
    ],
    [
      '502 that is not ours',
      { status: 502, body: '<html>Bad gateway</html>' },
      'Failed to submit enrollment. Please try again.',
    ],
    [
      'success: false with a message',
      { status: 200, body: { success: false, message: 'Enrollment is closed this week' } },
      'Enrollment is closed this week',
    ],
    [
      'success: false without a message',
      { status: 200, body: { success: false } },
      'Failed to submit enrollment',
    ],
    [
      'an answer of the wrong shape',
      { status: 201, body: { success: true } },
      'Failed to submit enrollment. Please try again.',
    ],
  ])('%s shows its text in the alert', async (_case, answer, text) => {
    mockApi({ 'POST /enrollments': answer });
    renderFilled();
    await submitAndSettle();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(submit()).toBeEnabled();
  });

  it('no response shows the no-response text', async () => {
    mockApi({
      'POST /enrollments': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderFilled();
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No response from server. Please check your internet connection and try again.',
    );
  });

  it('400 puts the server’s messages beside the fields, and its message on top', async () => {
    mockApi({
      'POST /enrollments': problem(400, 'Some of the information sent is not valid.', {
        pincode: 'Pincode must be 6 digits',
        'Idempotency-Key': 'Idempotency-Key must be 16 to 64 letters',
      }),
    });
    renderFilled();
    await submitAndSettle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some of the information sent is not valid.',
    );
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Pincode must be 6 digits',
    );
    expect(screen.getByLabelText('Pincode')).toHaveFocus();
  });
});

describe('sign-in problems', () => {
  it('without a session: the message, nothing sent, then /login after 3 s', async () => {
    const { router } = renderFilled();
    signOutMember();
    await submitAndSettle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must be logged in to enroll. Please log in and try again.',
    );
    expect(apiCalls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(currentPath(router)).toBe('/enroll');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentPath(router)).toBe('/login');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/enroll');
  });

  it('401: "session expired" stays readable for 3 s, then the app’s 401 rule runs', async () => {
    const { router } = renderFilled();
    // In the app this signs out, remembers the page and opens /login (session-runtime.ts).
    const onUnauthorized = vi.fn(() => void router.navigate('/login'));
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'POST /enrollments': problem(401, 'Your session has expired. Please sign in again.'),
    });
    await submitAndSettle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(currentPath(router)).toBe('/enroll');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(currentPath(router)).toBe('/login');
  });

  it('leaving the page cancels a pending redirect', async () => {
    const { router, unmount } = renderFilled();
    signOutMember();
    await submitAndSettle();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(currentPath(router)).toBe('/enroll');
  });
});
