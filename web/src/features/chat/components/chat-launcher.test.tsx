import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('ChatLauncher', () => {
  it('is on every page with the shared layout, closed, with nothing of the panel loaded', async () => {
    for (const path of ['/', '/programs']) {
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
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
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open chat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Taekwondo Assistant' });
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
    expect(await screen.findByRole('dialog', { name: 'Taekwondo Assistant' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not part of the screens without the shared layout', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });
});
