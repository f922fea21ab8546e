import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '@/features/account/components/profile-form';
import { sessionStore } from '@/features/auth/lib/session-store';
import { fakeAuthUser, setFirebaseUser } from '@/test/fake-firebase-client';
import { apiCalls, apiUser, type MockAnswer, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const profile = (overrides = {}) => ({ ...apiUser(), dateOfBirth: '1985-04-12', ...overrides });
const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

function renderForm() {
  setFirebaseUser(fakeAuthUser());
  mockApi({ 'GET /auth/me': { status: 200, body: { success: true, data: profile() } } });
  return renderRoute(<ProfileForm />, { path: '/profile' });
}

describe('ProfileForm', () => {
  it('starts with the saved details and puts each problem beside its field', async () => {
    const { user } = renderForm();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Patil');
    expect(field('Phone (optional)')).toHaveValue('+91 98200 00000');
    expect(field('Your date of birth')).toHaveValue('1985-04-12');
    expect(field('Your date of birth')).toHaveAccessibleDescription(/not your child’s/);

    await user.clear(field('Full name'));
    await user.clear(field('Phone (optional)'));
    await user.type(field('Phone (optional)'), '12345');
    fireEvent.change(field('Your date of birth'), { target: { value: '2999-01-01' } });
    await user.click(save());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Indian phone number')).toBeInTheDocument();
    expect(screen.getByText('Date of birth must be in the past')).toBeInTheDocument();
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(apiCalls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves, says so, and shows the new name in the session', async () => {
    const { user } = renderForm();
    // The server keeps what it was sent: the session's own refresh then reads the new name too.
    let stored = profile();
    mockApi({
      'GET /auth/me': () => ({ status: 200, body: { success: true, data: stored } }),
      'PUT /users/profile': (body) => {
        stored = { ...stored, ...(body as object) };
        return { status: 200, body: { success: true, data: stored } };
      },
    });
    await user.clear(await screen.findByLabelText('Full name'));
    await user.type(field('Full name'), 'Asha Kulkarni');
    fireEvent.change(field('Your date of birth'), { target: { value: '1984-02-29' } });
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(apiCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Asha Kulkarni',
      phone: '+91 98200 00000',
      dateOfBirth: '1984-02-29',
    });
    await waitFor(() => expect(sessionStore.getSnapshot().user?.name).toBe('Asha Kulkarni'));
    expect(field('Full name')).toHaveValue('Asha Kulkarni');
  });

  it('shows the server’s field errors beside the fields, and other refusals above the form', async () => {
    let answer: MockAnswer = {
      status: 400,
      body: {
        success: false,
        code: 'validation/failed',
        message: 'Validation failed',
        errors: { phone: 'Please enter a valid Indian phone number' },
      },
    };
    mockApi({ 'PUT /users/profile': () => answer });
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid Indian phone number')).toBeInTheDocument();
    expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Phone (optional)')).toHaveFocus());

    answer = {
      status: 503,
      body: { success: false, code: 'service/unavailable', message: 'Down', errors: {} },
    };
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers to try again when the details cannot be loaded', async () => {
    setFirebaseUser(fakeAuthUser());
    mockApi({ 'GET /auth/me': { status: 503, body: { success: false, message: 'Down' } } });
    const { user } = renderRoute(<ProfileForm />, { path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 }));
    expect(apiCalls.filter((call) => call.path === '/auth/me').length).toBeGreaterThan(1);
  });
});
