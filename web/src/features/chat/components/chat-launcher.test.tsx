import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { renderApp } from '@/test/render-app';

// Routes and the panel are lazy modules, transformed on first import: slow on a busy machine.
const LAZY = { timeout: 8000 };

// A whole app render plus a lazy panel: give a busy machine time.
describe('ChatLauncher', { timeout: 20_000 }, () => {
  it('is on every page with the shared layout, closed, with nothing of the panel loaded', async () => {
    for (const path of ['/', '/programs']) {
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1 }, LAZY);
      const toggle = screen.getByRole('button', { name: 'Open chat' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).not.toHaveAttribute('aria-controls');
      expect(screen.getByRole('complementary', { name: 'Chat assistant' })).toContainElement(
        toggle,
      );
      expect(screen.queryByRole('dialog', { name: 'Taekwondo Assistant' })).toBeNull();
      unmount();
    }
  });

  it('opens the panel, closes it again, and Escape returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ChatLauncher />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open chat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Taekwondo Assistant' }, LAZY);
    const toggle = screen.getByRole('button', { name: 'Close chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByRole('dialog', { name: 'Taekwondo Assistant' }, LAZY)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not part of the screens without the shared layout', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });
});
