import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddAthleteForm } from '@/features/athletes/components/add-athlete-form';
import { athlete, itemAnswer, noticeAnswer } from '@/test/athlete-fixtures';
import { resetSession, signInMember } from '@/test/enrollment-fixtures';
import { apiCalls, apiUser, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const onAdded = vi.fn();

function renderForm() {
  return renderRoute(<AddAthleteForm onAdded={onAdded} onCancel={() => {}} />, {
    path: '/profile',
  });
}

function fill({ relationship = 'My child', dateOfBirth = '2016-04-10' } = {}) {
  fireEvent.click(screen.getByRole('radio', { name: relationship }));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ira Patil' } });
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Club' }), { target: { value: 'pune' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add athlete' }));
const consentBox = () => screen.queryByRole('checkbox', { name: /I have read the notice above/ });
const posts = () => apiCalls.filter((call) => call.method === 'POST');

beforeEach(() => {
  signInMember();
  onAdded.mockClear();
  mockApi({ 'GET /consent-notice': noticeAnswer });
});
afterEach(resetSession);

describe('AddAthleteForm', () => {
  it('asks for no email or phone, and shows no consent until a minor child or ward is known', () => {
    renderForm();
    expect(screen.queryByLabelText(/email/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/phone/i)).not.toBeInTheDocument();
    expect(consentBox()).not.toBeInTheDocument();
    fill({ relationship: 'Myself', dateOfBirth: '1990-01-01' });
    expect(consentBox()).not.toBeInTheDocument();
    fill({ relationship: 'My child', dateOfBirth: '1990-01-01' });
    expect(consentBox()).not.toBeInTheDocument();
    expect(apiCalls.filter((call) => call.path.startsWith('/consent-notice'))).toEqual([]);
  });

  it('shows the whole notice before the consent box for a minor ward', async () => {
    renderForm();
    fill({ relationship: 'A ward in my care (I am their legal guardian)' });
    const box = await screen.findByRole('checkbox', { name: /I have read the notice above/ });
    const notice = screen.getByRole('article', { name: 'Privacy notice for guardians' });
    expect(within(notice).getByText(/What we keep: your child’s name/)).toBeInTheDocument();
    expect(within(notice).getByText('Notice version 2026-11-28')).toBeInTheDocument();
    // The notice comes first in reading order, so it is read before the box is reached.
    expect(notice.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows every field error and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please say who the athlete is to you')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText(/Please choose male or female/)).toBeInTheDocument();
    expect(screen.getByText('Please choose a club')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('requires the consent box for a minor child, then sends the notice version read', async () => {
    mockApi({ 'POST /athletes': itemAnswer(athlete(), 201) });
    renderForm();
    fill();
    await screen.findByRole('checkbox', { name: /I have read the notice above/ });
    submit();
    expect(
      await screen.findByText(/can only be added with a parent or guardian’s consent/),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
    fireEvent.click(consentBox() as HTMLElement);
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(posts()[0]?.body).toEqual({
      fullName: 'Ira Patil',
      dateOfBirth: '2016-04-10',
      gender: 'female',
      clubId: 'pune',
      relationship: 'child',
      consent: { accepted: true, noticeVersion: '2026-11-28' },
    });
  });

  it('turns guardian-not-verified into what is missing and a way to the profile', async () => {
    mockApi({
      'POST /athletes': {
        status: 403,
        body: { success: false, code: 'guardian-not-verified', message: 'Not verified' },
      },
      'GET /auth/me': { status: 200, body: { success: true, data: apiUser({ dateOfBirth: '' }) } },
    });
    renderForm();
    fill();
    fireEvent.click(await screen.findByRole('checkbox', { name: /I have read the notice/ }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/your own date of birth in your profile/)).toBeInTheDocument();
    expect(within(alert).getByText(/if you have not verified it yet/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile?tab=profile',
    );
    // The details stay, ready to send again.
    expect(screen.getByLabelText('Full name')).toHaveValue('Ira Patil');
  });

  it('names only the email when an adult date of birth is on the profile', async () => {
    mockApi({
      'POST /athletes': {
        status: 403,
        body: { success: false, code: 'guardian-not-verified', message: 'Not verified' },
      },
      'GET /auth/me': {
        status: 200,
        body: { success: true, data: apiUser({ dateOfBirth: '1985-02-01' }) },
      },
    });
    renderForm();
    fill();
    fireEvent.click(await screen.findByRole('checkbox', { name: /I have read the notice/ }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^a verified email address — open the link/),
    ).toBeInTheDocument();
    expect(within(alert).queryByText(/your own date of birth/)).not.toBeInTheDocument();
  });
});
