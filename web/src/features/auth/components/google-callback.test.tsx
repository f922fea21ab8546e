import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GoogleCallback } from '@/features/auth/components/google-callback';
import { toast } from '@/lib/toast';
import {
  fakeAuthUser,
  finishGoogleRedirect,
  setFirebaseUser,
  startGoogleRedirect,
} from '@/test/fake-firebase-client';
import { apiCalls, apiUser, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

function renderCallback(at = '/auth/google/callback') {
  return renderRoute(<GoogleCallback />, { path: '/auth/google/callback', at });
}

describe('GoogleCallback', () => {
  it('shows a spinner and, with ?start=1, leaves for Google without the flag', async () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    renderCallback('/auth/google/callback?start=1');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    await waitFor(() => expect(startGoogleRedirect).toHaveBeenCalledOnce());
    expect(replace.mock.lastCall?.[2]).toBe('/auth/google/callback');
  });

  it('completes a redirect sign-in with the server, welcomes and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    mockApi({
      'POST /auth/google': { status: 200, body: { success: true, token: 't', user: apiUser() } },
    });
    finishGoogleRedirect.mockImplementationOnce(async () => {
      const user = fakeAuthUser();
      setFirebaseUser(user);
      return user;
    });
    const { router } = renderCallback();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(success).toHaveBeenCalledWith('Welcome, Asha Patil!', { duration: 4000 });
    expect(apiCalls.some((call) => call.path === '/auth/google')).toBe(true);
  });

  it.each([
    ['no result', async () => null],
    [
      'a Google error',
      async () => {
        throw Object.assign(new Error('x'), { code: 'auth/internal-error' });
      },
    ],
  ])('goes to /login after %s', async (_case, outcome) => {
    const error = vi.spyOn(toast, 'error');
    finishGoogleRedirect.mockImplementationOnce(outcome);
    const { router } = renderCallback();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(error).toHaveBeenCalledWith('Authentication failed. Please try again.');
  });

  it('goes to /register when the server refuses the account', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'POST /auth/google': { status: 500, body: { success: false, message: 'Down' } } });
    finishGoogleRedirect.mockImplementationOnce(async () => fakeAuthUser());
    const { router } = renderCallback();
    await waitFor(() => expect(currentPath(router)).toBe('/register'));
    expect(error).toHaveBeenCalledWith(
      'Authentication failed. Please try again with email signup.',
    );
  });
});
