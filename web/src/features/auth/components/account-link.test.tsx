import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountLinkNotes } from '@/features/auth/components/account-link';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { MobileAccountSection } from '@/features/auth/components/mobile-account-section';
import { signedInSession } from '@/test/session-fixtures';

function renderInRouter(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return userEvent.setup();
}

const admin = { ...signedInSession(), admin: true };
const notes: AccountLinkNotes = { '/admin': { badge: '3', description: '3 new enquiries' } };

describe('account links with a note', () => {
  it('the header menu shows the badge; the link keeps its name and is described by the count', async () => {
    const user = renderInRouter(<AccountMenu session={admin} linkNotes={notes} />);
    await user.click(screen.getByRole('button', { name: /^Account: / }));
    const link = screen.getByRole('link', { name: 'Admin' });
    expect(link).toHaveAccessibleDescription('3 new enquiries');
    const badge = within(link).getByText('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    // Links without a note carry no description.
    expect(screen.getByRole('link', { name: 'Profile & Settings' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('the mobile menu shows the same note', () => {
    renderInRouter(<MobileAccountSection session={admin} linkNotes={notes} />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAccessibleDescription(
      '3 new enquiries',
    );
  });

  it('without notes the Admin link is plain', async () => {
    const user = renderInRouter(<AccountMenu session={admin} />);
    await user.click(screen.getByRole('button', { name: /^Account: / }));
    const link = screen.getByRole('link', { name: 'Admin' });
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(link).toHaveTextContent(/^Admin$/);
  });
});
