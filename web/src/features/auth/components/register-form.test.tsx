import { authMessages } from '@contracts/auth-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/features/auth/components/register-form';
import { toast } from '@/lib/toast';
import { signInWithEmail } from '@/test/fake-firebase-client';
import { apiCalls, apiUser, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create account' });
const terms = () =>
  screen.getByRole('checkbox', {
    name: 'I agree to the Terms and Conditions and the Privacy Policy',
  });

function renderRegister() {
  return renderRoute(<RegisterForm />, { path: '/register' });
}

async function fillValidForm(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(field('Full name'), 'Asha Patil');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Password'), 'Kicks&Blocks9');
  await user.type(field('Confirm password'), 'Kicks&Blocks9');
  await user.click(terms());
}

describe('RegisterForm', () => {
  it('has every labelled field and links the terms and privacy pages', () => {
    renderRegister();
    for (const label of [
      'Full name',
      'Email',
      'Phone (optional)',
      'Password',
      'Confirm password',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    const label = terms().closest('.form-check') as HTMLElement;
    expect(within(label).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(label).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('shows the exact messages for an empty form', async () => {
    const { user } = renderRegister();
    await user.click(submit());
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Please accept the Terms and Conditions and the Privacy Policy',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email format, the minimum length and the confirmation', async () => {
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'abc');
    await user.click(submit());
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@example.com');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Kicks&Blocks10');
    await user.click(submit());
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(field('Confirm password'), '0');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('creates the account as a user, signs in, welcomes the member and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    mockApi({
      'POST /auth/register': {
        status: 201,
        body: { success: true, token: 't', refreshToken: 'r', user: apiUser() },
      },
    });
    const { user, router } = renderRegister();
    await fillValidForm(user);
    await user.type(field('Phone (optional)'), '+91 98200 00000');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(apiCalls.find((call) => call.path === '/auth/register')?.body).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      password: 'Kicks&Blocks9',
      phone: '+91 98200 00000',
      role: 'user',
    });
    expect(signInWithEmail).toHaveBeenCalledWith('asha@example.com', 'Kicks&Blocks9', true);
    expect(success).toHaveBeenCalledWith('Welcome, Asha Patil! Your account has been created.', {
      duration: 4000,
    });
  });

  it('puts the server’s field message beside the field and toasts the failure', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'POST /auth/register': {
        status: 409,
        body: {
          success: false,
          message: 'An account with this email already exists.',
          errors: { email: 'An account with this email already exists.' },
        },
      },
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(submit());
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(error).toHaveBeenCalledWith('Registration failed. Please try again.');
    expect(submit()).toBeEnabled();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows the sign-up throttle’s message when the server answers 429', async () => {
    mockApi({
      'POST /auth/register': {
        status: 429,
        body: { success: false, message: authMessages.tooManySignUps },
      },
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.tooManySignUps);
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows the server’s message, or the fixed fallback when there is none', async () => {
    mockApi({ 'POST /auth/register': { status: 500, body: { success: false, message: 'Down' } } });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');

    mockApi({
      'POST /auth/register': {
        status: 201,
        body: { success: true, token: 't', user: apiUser() },
      },
    });
    signInWithEmail.mockRejectedValueOnce(new Error('offline'));
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to create account. Please try again.',
      ),
    );
  });
});
