import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { MobileAccountSection } from '@/features/auth/components/mobile-account-section';
import { signedInSession, signedOutSession } from '@/test/session-fixtures';

function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const member = (signOut = vi.fn()) => signedInSession({}, signOut);

describe('AccountMenu (signed in)', () => {
  it('shows the avatar toggle, "Signed in as" the member, the profile link and sign-out', async () => {
    const user = renderInRouter(<AccountMenu session={member()} />);
    const toggle = screen.getByRole('button', { name: 'Account: Asha Patil' });
    expect(toggle).toHaveTextContent('AP');

    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Signed in as Asha Patil');
    const scope = within(panel as HTMLElement);
    expect(scope.getByRole('link', { name: 'Profile & Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(scope.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('closes and signs out from the Sign out button', async () => {
    const signOut = vi.fn();
    const user = renderInRouter(<AccountMenu session={member(signOut)} />);
    const toggle = screen.getByRole('button', { name: 'Account: Asha Patil' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the account photo when there is one', async () => {
    const session = signedInSession({ photoURL: '/images/placeholder.svg' });
    renderInRouter(<AccountMenu session={session} />);
    const toggle = screen.getByRole('button', { name: 'Account: Asha Patil' });
    expect(toggle.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });
});

describe('MobileAccountSection', () => {
  it('offers Sign In and Create Account to visitors', () => {
    renderInRouter(<MobileAccountSection session={signedOutSession()} />);
    const section = screen.getByRole('region', { name: 'Account' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign In', 'Create Account']);
  });

  it('offers the profile and sign-out to members', async () => {
    const signOut = vi.fn();
    const user = renderInRouter(<MobileAccountSection session={member(signOut)} />);
    const section = screen.getByRole('region', { name: 'Account' });
    expect(section).toHaveTextContent('Signed in as Asha Patil');
    expect(within(section).getByRole('link', { name: 'Profile & Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(within(section).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
