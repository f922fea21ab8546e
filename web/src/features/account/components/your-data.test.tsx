import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { YourData } from '@/features/account/components/your-data';
import { startSession } from '@/features/auth/lib/session-boot';
import { sessionStore } from '@/features/auth/lib/session-store';
import { toast } from '@/lib/toast';
import { fakeAuthUser, setFirebaseUser, signOutOfFirebase } from '@/test/fake-firebase-client';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const confirmField = () => screen.getByLabelText('Type your email address to confirm');
const eraseButton = () => screen.getByRole('button', { name: 'Erase my account for ever' });

function renderYourData() {
  setFirebaseUser(fakeAuthUser());
  sessionStore.set({
    status: 'signed-in',
    user: {
      uid: 'uid-asha',
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '',
      role: 'user',
      photoURL: '',
      createdAt: '',
    },
  });
  return renderRoute(<YourData />, { path: '/profile' });
}

describe('YourData: download', () => {
  it('fetches the export and hands it to the browser to save', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    mockApi({ 'GET /users/me/export': { status: 200, body: { profile: { name: 'Asha' } } } });
    const { user } = renderYourData();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/“mta-my-data.json” has been downloaded/)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'application/json' }),
    );
  });

  it('says when the download failed', async () => {
    mockApi({
      'GET /users/me/export': {
        status: 500,
        body: { success: false, code: 'server/internal', message: 'Something went wrong' },
      },
    });
    const { user } = renderYourData();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('YourData: erasure', () => {
  it('says what is erased and what is kept', () => {
    renderYourData();
    expect(screen.getByRole('list', { name: 'What is erased' })).toHaveTextContent(
      'Athletes that only you look after',
    );
    expect(screen.getByRole('list', { name: 'What is kept, and why' })).toHaveTextContent(
      'Name withheld',
    );
    expect(confirmField()).toHaveAccessibleDescription(
      'The address you sign in with, as shown under Profile.',
    );
    // Every tab is rendered at once: the address shows once on the page, in Profile.
    expect(screen.queryByText(/asha@example\.com/)).not.toBeInTheDocument();
  });

  it('asks for the account’s own email before sending anything', async () => {
    const { user } = renderYourData();
    await user.click(eraseButton());
    expect(screen.getByText('Type your account’s email address exactly to confirm')).toBeVisible();
    await waitFor(() => expect(confirmField()).toHaveFocus());
    await user.type(confirmField(), 'someone@example.com');
    await user.click(eraseButton());
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the server’s refusal on the field', async () => {
    mockApi({
      'DELETE /users/me': {
        status: 400,
        body: {
          success: false,
          code: 'account/confirm-mismatch',
          message: 'Type your account’s email address exactly to confirm',
          errors: { confirm: 'Type your account’s email address exactly to confirm' },
        },
      },
    });
    const { user } = renderYourData();
    await user.type(confirmField(), 'asha@example.com');
    await user.click(eraseButton());
    expect(
      await screen.findByText('Type your account’s email address exactly to confirm'),
    ).toBeVisible();
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true');
    expect(signOutOfFirebase).not.toHaveBeenCalled();
  });

  it('erases, signs out in this browser and goes home with a message', async () => {
    const success = vi.spyOn(toast, 'success');
    mockApi({ 'DELETE /users/me': { status: 200, body: { success: true, message: 'Erased' } } });
    const { user, router } = renderYourData();
    // What the app shell hands the session: its router's navigation.
    startSession({ navigate: (to) => router.navigate(to), currentPath: () => currentPath(router) });
    await user.type(confirmField(), ' Asha@Example.com ');
    await user.click(eraseButton());
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(apiCalls.find((call) => call.method === 'DELETE')?.body).toEqual({
      confirm: 'Asha@Example.com',
    });
    await waitFor(() => expect(signOutOfFirebase).toHaveBeenCalled());
    expect(sessionStore.getSnapshot().status).toBe('signed-out');
    expect(success).toHaveBeenCalledWith(expect.stringContaining('Your account has been erased'), {
      duration: 8000,
    });
  });
});
