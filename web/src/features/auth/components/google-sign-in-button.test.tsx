import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/features/auth/lib/redirect-after-login';
import { toast } from '@/lib/toast';
import { signInWithGooglePopup, signOutOfFirebase } from '@/test/fake-firebase-client';
import { apiCalls, apiUser, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const button = () => screen.getByRole('button', { name: 'Continue with Google' });
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function renderButton() {
  return renderRoute(<GoogleSignInButton />, { path: '/login' });
}

describe('GoogleSignInButton', () => {
  it('signs in with the popup, sends the contract’s payload, welcomes and returns', async () => {
    const success = vi.spyOn(toast, 'success');
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/enroll');
    mockApi({
      'POST /auth/google': { status: 200, body: { success: true, token: 't', user: apiUser() } },
    });
    const { user, router } = renderButton();
    await user.click(button());
    await waitFor(() => expect(currentPath(router)).toBe('/enroll'));
    expect(apiCalls.find((call) => call.path === '/auth/google')?.body).toEqual({
      idToken: 'id-token-uid-asha',
      name: 'Asha Patil',
      email: 'asha@example.com',
      role: 'user',
      googleId: 'google-1',
      photoURL: '',
    });
    expect(success).toHaveBeenCalledWith('Welcome, Asha Patil!', { duration: 4000 });
  });

  it.each([
    ['auth/popup-closed-by-user', 'Sign-in window was closed. Please try again.'],
    [
      'auth/unauthorized-domain',
      'This domain is not authorized for authentication. Please contact support.',
    ],
    [
      'auth/configuration-not-found',
      'Authentication service is not properly configured. Please contact support.',
    ],
  ])('explains %s under the button', async (code, message) => {
    signInWithGooglePopup.mockRejectedValueOnce(firebaseError(code));
    const { user, router } = renderButton();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button()).toBeEnabled();
    expect(currentPath(router)).toBe('/login');
  });

  it('falls back to the redirect flow when the popup is blocked', async () => {
    signInWithGooglePopup.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    const { user, router } = renderButton();
    await user.click(button());
    await waitFor(() => expect(currentPath(router)).toBe('/auth/google/callback?start=1'));
  });

  it('signs out again when the server refuses, with no fallback session', async () => {
    mockApi({
      'POST /auth/google': {
        status: 401,
        body: {
          success: false,
          message: 'Google sign-in could not be verified. Please try again.',
        },
      },
    });
    const { user } = renderButton();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed: Google sign-in could not be verified. Please try again.',
    );
    expect(signOutOfFirebase).toHaveBeenCalled();
  });
});
