import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuthUser, setFirebaseUser, signOutOfFirebase } from '@/test/fake-firebase-client';
import { apiCalls, apiUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function renderAt(path: string, heading: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const primaryNav = () => screen.getByRole('navigation', { name: 'Primary' });
const accountToggle = () => screen.getByRole('button', { name: 'Account' });

describe('SiteHeader', () => {
  it('links the logo home and lists the six sections in order', async () => {
    await renderAt('/', 'Maharashtra Taekwondo Association');
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Maharashtra Taekwondo Association' }),
    ).toHaveAttribute('href', '/');
    const links = within(primaryNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Programs', '/programs'],
      ['Events', '/events'],
      ['Gallery', '/gallery'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks only the current section as the current page', async () => {
    await renderAt('/programs', 'Our Programs');
    const nav = primaryNav();
    expect(within(nav).getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('keeps Events highlighted on an event detail page', async () => {
    await renderAt('/events/state-2025', 'Event details');
    expect(within(primaryNav()).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows Enroll Now to everyone', async () => {
    await renderAt('/about', 'About Us');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Enroll Now' }),
    ).toHaveAttribute('href', '/enroll');
  });
});

describe('Account dropdown (signed out)', () => {
  it('is a collapsed disclosure that opens to Sign In and Create Account', async () => {
    const { user } = await renderAt('/', 'Maharashtra Taekwondo Association');
    const toggle = accountToggle();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sign In', '/login'],
      ['Create Account', '/register'],
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user } = await renderAt('/', 'Maharashtra Taekwondo Association');
    await user.click(accountToggle());
    expect(accountToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(accountToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = await renderAt('/', 'Maharashtra Taekwondo Association');
    await user.click(accountToggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(accountToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(accountToggle()).toHaveFocus();
  });

  it('closes when focus moves on past it', async () => {
    const { user } = await renderAt('/', 'Maharashtra Taekwondo Association');
    await user.click(accountToggle());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveFocus();
    await user.tab();
    expect(accountToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a route change', async () => {
    const { user, router } = await renderAt('/', 'Maharashtra Taekwondo Association');
    await user.click(accountToggle());
    await act(() => router.navigate('/gallery'));
    await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    expect(accountToggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Account dropdown (signed in)', () => {
  it('shows the member’s menu once the session loads and signs out to the home page', async () => {
    act(() => setFirebaseUser(fakeAuthUser()));
    mockApi({ 'GET /auth/me': { status: 200, body: { success: true, data: apiUser() } } });
    const { user, router } = await renderAt('/about', 'About Us');
    const toggle = await screen.findByRole('button', { name: 'Account: Asha Patil' });
    await user.click(toggle);
    expect(screen.getByText('Signed in as')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile & Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(accountToggle()).toBeInTheDocument());
    expect(signOutOfFirebase).toHaveBeenCalledOnce();
    expect(apiCalls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(
      true,
    );
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
