import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailVerification } from '@/features/auth/components/email-verification';
import {
  emailVerifiedNow,
  fakeAuthUser,
  recheckEmailVerified,
  sendVerificationMail,
  setFirebaseUser,
} from '@/test/fake-firebase-client';
import { renderRoute } from '@/test/render-route';

function renderVerification() {
  setFirebaseUser(fakeAuthUser());
  return renderRoute(<EmailVerification email="asha@example.com" />, { path: '/profile' });
}

const sendButton = () => screen.getByRole('button', { name: 'Send verification email' });
const checkButton = () => screen.getByRole('button', { name: 'I have verified — check again' });

describe('EmailVerification', () => {
  it('says a verified address is verified, with nothing to do', async () => {
    emailVerifiedNow.mockReturnValue(true);
    renderVerification();
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains why, mails the link back to /profile, then finds it verified on checking again', async () => {
    const { user } = renderVerification();
    expect(await screen.findByText('Your email address is not verified yet.')).toBeInTheDocument();
    expect(screen.getByText(/add a child as an athlete/)).toBeInTheDocument();

    await user.click(sendButton());
    expect(sendVerificationMail).toHaveBeenCalledWith(`${window.location.origin}/profile`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a link to asha@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeInTheDocument();

    recheckEmailVerified.mockResolvedValue(false);
    await user.click(checkButton());
    expect(await screen.findByText(/not verified yet\. Open the link/)).toBeInTheDocument();

    recheckEmailVerified.mockResolvedValue(true);
    await user.click(checkButton());
    expect(await screen.findByText('Your email address is verified.')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('your email address is now verified');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when Firebase refuses more mails, and when the check fails', async () => {
    sendVerificationMail.mockRejectedValue(
      Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }),
    );
    recheckEmailVerified.mockRejectedValue(new Error('offline'));
    const { user } = renderVerification();
    await user.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(/Too many emails were sent/)).toBeInTheDocument();
    await user.click(checkButton());
    expect(await screen.findByText('We could not check just now. Please try again.')).toBeVisible();
    expect(sendButton()).toBeEnabled();
  });
});
