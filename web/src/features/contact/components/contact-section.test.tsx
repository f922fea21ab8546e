import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from '@/features/contact/components/contact-section';
import { sessionStore } from '@/features/auth/lib/session-store';
import { resetSession, signInMember, signOutMember } from '@/test/enrollment-fixtures';
import { apiCalls, type MockAnswer, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';
import { testMember } from '@/test/session-fixtures';

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send message' });

function renderContact() {
  return renderRoute(<ContactSection />, { path: '/contact' });
}

function fillMessage() {
  fireEvent.change(field('Subject'), { target: { value: 'Classes in Thane' } });
  fireEvent.change(field('Message'), {
    target: { value: 'Do you have evening classes for adults in Thane?' },
  });
}

afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

describe('contact form validation', () => {
  it('shows each message and clears it when its field is edited', async () => {
    signOutMember();
    const { user } = renderContact();
    expect(field('Enquiry type')).toHaveValue('general');
    await user.click(send());
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ]) {
      expect(
        screen.getByRole(label === 'Message' ? 'textbox' : 'textbox', { name: label }),
      ).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');

    await user.type(field('Email'), 'not-an-address');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.type(field('Message'), 'Too short');
    await user.click(send());
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();

    await user.type(field('Message'), ', now long enough');
    expect(screen.queryByText('Message must be at least 10 characters')).not.toBeInTheDocument();
    await user.type(field('Name'), 'Visitor');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Please login or register to submit your message')).toBeNull();
    expect(apiCalls).toEqual([]);
  });
});

describe('signed out', () => {
  it('a valid message: the notice, nothing sent, and /register after 1.5 s', async () => {
    vi.useFakeTimers();
    signOutMember();
    const { router } = renderContact();
    expect(screen.getByText(/Sending a message needs a member account/)).toBeInTheDocument();
    fireEvent.change(field('Name'), { target: { value: 'Visitor' } });
    fireEvent.change(field('Email'), { target: { value: 'visitor@example.com' } });
    fillMessage();
    fireEvent.click(send());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please login or register to submit your message',
    );
    expect(apiCalls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(currentPath(router)).toBe('/contact');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentPath(router)).toBe('/register');
  });
});

describe('signed in', () => {
  it('prefills the member, sends, shows the server’s text and empties the form', async () => {
    signInMember();
    let answer: () => void = () => undefined;
    mockApi({
      'POST /contact': () =>
        new Promise<MockAnswer>((resolve) => {
          answer = () =>
            resolve({
              status: 201,
              body: {
                success: true,
                message: 'Your message has been sent successfully. We will get back to you soon!',
                data: { _id: 'c1', id: 'c1' },
              },
            });
        }),
    });
    const { user } = renderContact();
    expect(field('Name')).toHaveValue('Asha Patil');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(screen.queryByText(/Sending a message needs a member account/)).toBeNull();
    await user.type(field('Phone (optional)'), '+91 98200 11111');
    await user.selectOptions(field('Enquiry type'), 'training');
    fillMessage();
    await user.click(send());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => answer());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your message has been sent successfully. We will get back to you soon!',
    );
    expect(apiCalls.find((call) => call.path === '/contact')?.body).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+91 98200 11111',
      enquiryType: 'training',
      subject: 'Classes in Thane',
      message: 'Do you have evening classes for adults in Thane?',
    });
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(field('Phone (optional)')).toHaveValue('');
    expect(field('Enquiry type')).toHaveValue('general');
    expect(field('Name')).toHaveValue('Asha Patil');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(send()).toBeEnabled();
  });

  it.each<[string, MockAnswer, string]>([
    [
      'the server’s message',
      {
        status: 429,
        body: {
          success: false,
          message:
            'You have sent several messages in the last few minutes. Please wait a little and try again.',
        },
      },
      'You have sent several messages in the last few minutes. Please wait a little and try again.',
    ],
    [
      'the fallback for an answer that is not ours',
      { status: 502, body: '<html>Bad gateway</html>' },
      'Failed to submit form. Please try again later.',
    ],
  ])('a failure shows %s', async (_case, answer, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInMember();
    mockApi({ 'POST /contact': answer });
    renderContact();
    fillMessage();
    fireEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(field('Subject')).toHaveValue('Classes in Thane');
  });

  it('puts the server’s field messages beside the fields', async () => {
    signInMember();
    mockApi({
      'POST /contact': {
        status: 400,
        body: {
          success: false,
          message: 'Some of the information sent is not valid.',
          errors: { phone: 'Please enter a valid phone number' },
        },
      },
    });
    renderContact();
    fillMessage();
    fireEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the information sent is not valid.',
    );
    expect(field('Phone (optional)')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  });

  it('no answer at all: "Network error"', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInMember();
    mockApi({
      'POST /contact': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderContact();
    fillMessage();
    fireEvent.click(send());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
  });
});

describe('the sign-in note', () => {
  const note = () => screen.queryByText(/Sending a message needs a member account/);

  it('is there while the session loads, as in the prerendered page, so the form never moves down for a visitor', () => {
    resetSession();
    renderContact();
    expect(note()).toBeInTheDocument();
    signOutMember();
    expect(note()).toBeInTheDocument();
  });

  it('is not shown to a member, nor while a remembered member’s session loads', () => {
    act(() => sessionStore.set({ status: 'loading', user: testMember() }));
    renderContact();
    expect(note()).toBeNull();
    signInMember();
    expect(note()).toBeNull();
  });
});
