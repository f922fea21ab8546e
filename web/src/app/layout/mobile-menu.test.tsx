import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

async function renderWithMenuOpen(path = '/', heading = 'Maharashtra Taekwondo Association') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await app.user.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  return { ...app, toggle, dialog };
}

describe('MobileMenu', () => {
  it('starts closed with a labelled hamburger', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal panel with the six links, Enroll Now and the account links', async () => {
    const { toggle, dialog } = await renderWithMenuOpen();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Programs', 'Events', 'Gallery', 'About', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/enroll',
    );

    const account = within(dialog).getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(account).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('moves focus into the panel and locks page scrolling while open', async () => {
    const { dialog } = await renderWithMenuOpen();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the panel', async () => {
    const { user, dialog } = await renderWithMenuOpen();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    // The language switch closes the panel.
    const last = within(dialog).getByRole('link', { name: 'मराठी' });

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape, restores scrolling and returns focus to the hamburger', async () => {
    const { user, toggle } = await renderWithMenuOpen();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click on the overlay', async () => {
    const { user, toggle } = await renderWithMenuOpen();
    await user.click(screen.getByTestId('mobile-menu-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, toggle, dialog } = await renderWithMenuOpen();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('does not close on a click inside the panel', async () => {
    const { user, dialog } = await renderWithMenuOpen();
    await user.click(within(dialog).getByRole('heading', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes when one of its links is followed, focusing the new page heading', async () => {
    const { user, dialog } = await renderWithMenuOpen();
    await user.click(within(dialog).getByRole('link', { name: 'Programs' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Programs' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps focus on the page when a link to the current page is followed', async () => {
    const { user, dialog, toggle } = await renderWithMenuOpen();
    await user.click(within(dialog).getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes on any other route change', async () => {
    const { router } = await renderWithMenuOpen();
    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
