import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('a member page offline', () => {
  it('/profile says it needs a connection instead of sending the visitor on', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    expect(screen.getByText(/this page needs an internet connection/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
