import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/app/layout/site-footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T10:00:00+05:30'));
    const footer = renderFooter();
    expect(
      within(footer).getByText('© 2031 Maharashtra Taekwondo Association. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('links to the privacy statement, cookie policy, contact, sign-in and certificate check pages', () => {
    const footer = renderFooter();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Statement', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Contact', '/contact'],
      ['Sign in', '/login'],
      ['Check a certificate', '/verify'],
    ]);
  });

  it('has a back-to-top button that scrolls to the top', async () => {
    const footer = renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
