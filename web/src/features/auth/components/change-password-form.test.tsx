import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { toast } from '@/lib/toast';
import { fakeAuthUser, setFirebaseUser, signInWithEmail } from '@/test/fake-firebase-client';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Update password' });

function renderForm() {
  setFirebaseUser(fakeAuthUser({ email: 'member@example.com' }));
  return renderRoute(<ChangePasswordForm />, { path: '/profile' });
}

async function fill(user: ReturnType<typeof renderForm>['user'], current = 'Member#2026') {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), 'Kicks&Blocks9');
  await user.type(field('Confirm new password'), 'Kicks&Blocks9');
}

describe('ChangePasswordForm', () => {
  it('shows the exact messages', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await waitFor(() => expect(field('Current password')).toHaveFocus());

    await user.type(field('Current password'), 'Member#2026');
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
    await user.type(field('New password'), 'abc');
    await user.click(submit());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.clear(field('New password'));
    await user.type(field('New password'), 'Kicks&Blocks9');
    await user.type(field('Confirm new password'), 'Kicks&Blocks8');
    await user.click(submit());
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('updates, toasts, clears the form and signs in again with the new password', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: () => void = () => undefined;
    mockApi({
      'PUT /users/updatepassword': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 200,
              body: { success: true, message: 'Password updated successfully' },
            });
        }),
    });
    const { user } = renderForm();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    act(() => answer());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password updated successfully'));
    expect(apiCalls.find((call) => call.path === '/users/updatepassword')?.body).toEqual({
      currentPassword: 'Member#2026',
      newPassword: 'Kicks&Blocks9',
    });
    expect(signInWithEmail).toHaveBeenCalledWith('member@example.com', 'Kicks&Blocks9');
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(submit()).toBeEnabled();
  });

  it('puts a wrong current password on its field and toasts the failure', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'PUT /users/updatepassword': {
        status: 400,
        body: {
          success: false,
          message: 'Your current password is incorrect.',
          errors: { currentPassword: 'Your current password is incorrect.' },
        },
      },
    });
    const { user } = renderForm();
    await fill(user, 'Wrong#2026');
    await user.click(submit());
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalledWith('Password update failed. Please try again.');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('falls back to the fixed message when the server gives none', async () => {
    mockApi({ 'PUT /users/updatepassword': { status: 200, body: { unexpected: true } } });
    const { user } = renderForm();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password.');
  });
});
