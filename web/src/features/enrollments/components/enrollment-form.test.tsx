import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';
import {
  createdAnswer,
  fillEnrollmentForm,
  resetSession,
  signInMember,
} from '@/test/enrollment-fixtures';
import { apiCalls, fetchStub, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const submit = () => screen.getByRole('button', { name: 'Submit Enrollment' });
const posts = () => apiCalls.filter((call) => call.method === 'POST');

/** The Idempotency-Key of every POST /api/enrollments attempt so far. */
function sentKeys(): (string | null)[] {
  return fetchStub.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
}

function renderEnroll(at = '/enroll') {
  return renderRoute(<EnrollmentPage />, { path: '/enroll', at });
}

beforeEach(signInMember);
afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

describe('EnrollmentPage form', () => {
  it('has the four sections, exact labels, the defaults and the account email', () => {
    renderEnroll();
    for (const name of [
      'Personal Information',
      'Contact Information',
      'Program Information',
      'Additional Information',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute(
      'max',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    const state = screen.getByRole('textbox', { name: 'State' });
    expect(state).toHaveValue('Maharashtra');
    expect(state).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('beginners');
    expect(screen.getByRole('option', { name: 'Children (4-12)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Experience' })).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Select gender');
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveDisplayValue(
      'Select an option',
    );
    const medical = screen.getByRole('textbox', { name: 'Medical conditions (optional)' });
    expect(medical).not.toBeRequired();
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    expect(terms).toBeRequired();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('marks required fields with a hidden asterisk, outside the accessible name', () => {
    renderEnroll();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    const mark = phone.closest('.form-field')?.querySelector('.form-field__required');
    expect(mark).toHaveTextContent('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const medical = screen.getByRole('textbox', { name: 'Medical conditions (optional)' });
    expect(medical.closest('.form-field')?.querySelector('.form-field__required')).toBeNull();
  });

  it('preselects a program named in the link', () => {
    renderEnroll('/enroll?program=teens');
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('teens');
  });

  it('an empty submit shows every required message, focuses the first, and sends nothing', async () => {
    const { user } = renderEnroll('/enroll?program=karate');
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('beginners');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(submit());
    const expected: Record<string, string> = {
      'Full name': 'Full name is required',
      Email: 'Email is required',
      Phone: 'Phone number is required',
      'Date of birth': 'Date of birth is required',
      Gender: 'Please select a gender',
      Address: 'Address is required',
      City: 'City is required',
      Pincode: 'Pincode is required',
      'Emergency contact name': 'Emergency contact name is required',
      'Emergency contact phone': 'Emergency contact phone is required',
      'How did you hear about us?': 'Please tell us how you heard about us',
      'I agree to the Terms and Conditions': 'Please accept the Terms and Conditions',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Program')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(posts()).toEqual([]);

    await user.type(screen.getByLabelText('City'), 'Pune');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'male' } });
    expect(screen.queryByText('Please select a gender')).not.toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
  });

  it('checks formats too: phone, pincode, a future date of birth', async () => {
    const { user } = renderEnroll();
    fillEnrollmentForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: '4110' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    await user.click(submit());
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Please enter a valid Indian phone number',
    );
    expect(screen.getByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Date of birth must be in the past')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('sends the details with a key, shows the busy button, then the confirmation', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      'POST /enrollments': () =>
        new Promise((resolve) => {
          answer = () => resolve(createdAnswer());
        }),
    });
    const { user } = renderEnroll();
    fillEnrollmentForm();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    act(() => answer());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Enrollment received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    const reference = screen.getByText('MTA-2026-7K3M9Q');
    expect(reference.tagName).toBe('STRONG');
    expect(reference.parentElement).toHaveTextContent('Your reference number is MTA-2026-7K3M9Q');
    const confirmation = heading.closest('section') as HTMLElement;
    expect(within(confirmation).getByRole('link', { name: 'View programs' })).toHaveAttribute(
      'href',
      '/programs',
    );
    expect(within(confirmation).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Submit Enrollment' })).not.toBeInTheDocument();

    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/enrollments',
      body: {
        fullName: 'Ira Kulkarni',
        email: 'ira@example.com',
        phone: '98220 12345',
        dateOfBirth: '2014-06-15',
        gender: 'female',
        state: 'Maharashtra',
        program: 'childrens',
        experience: 'none',
        medicalConditions: '',
        howDidYouHear: 'friend',
        terms: true,
      },
    });
    expect(sentKeys()[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
