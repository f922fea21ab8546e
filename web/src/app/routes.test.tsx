import { act, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { isRouteHandle } from '@/app/route-handle';
import { pageKeys, pagePath, pageRegistry, type PageKey } from '@/config/page-registry';
import { STORAGE_UPDATE_EVENT } from '@/lib/storage-signal';
import { renderApp } from '@/test/render-app';

const SITE = 'Maharashtra Taekwondo Association';

/** A concrete address for every page, patterns included. */
const samplePath = (key: PageKey) =>
  pageRegistry[key].path === '*'
    ? '/no/such/page'
    : pagePath(key, {
        eventId: 'state-2025',
        token: 'abc123',
        number: 'MTA-C-2026-000001',
        gradingId: 'grading-1',
      });

// What each page shows: [h1, document title, rendered inside the shared layout]. Keyed by page so
// a page added to the registry fails the type check until it has its row. /profile and /enroll
// need a member: features/auth/components/require-sign-in.test.tsx covers them; the admin pages
// need an admin: features/auth/components/require-admin.test.tsx.
const expected: Record<PageKey, [string, string, boolean] | 'member' | 'admin'> = {
  home: [SITE, SITE, true],
  programs: ['Our Programs', `Programs · ${SITE}`, true],
  events: ['Events and Achievements', `Events and Achievements · ${SITE}`, true],
  // The test API knows no event 'state-2025' (404); the page's own title replaces the registry's.
  eventDetail: ['Event Not Found', `Event Not Found · ${SITE}`, true],
  // The test API has no brackets for 'state-2025': the page says they are not drawn yet.
  eventBrackets: ['Brackets', `Brackets · ${SITE}`, true],
  gallery: ['Gallery', `Gallery · ${SITE}`, true],
  about: ['About Us', `About Us · ${SITE}`, true],
  contact: ['Contact Us', `Contact Us · ${SITE}`, true],
  privacyPolicy: ['Privacy Statement', `Privacy Statement · ${SITE}`, true],
  termsAndConditions: ['Terms and Conditions', `Terms and Conditions · ${SITE}`, true],
  cookiePolicy: ['Cookie Policy', `Cookie Policy · ${SITE}`, true],
  login: ['Sign in', `Sign in · ${SITE}`, false],
  register: ['Create account', `Create account · ${SITE}`, false],
  forgotPassword: ['Forgot password', `Forgot password · ${SITE}`, false],
  resetPassword: ['Reset password', `Reset password · ${SITE}`, false],
  googleCallback: ['Completing authentication...', `Signing in · ${SITE}`, false],
  profile: 'member',
  enroll: 'member',
  admin: 'admin',
  adminEnquiries: 'admin',
  adminEnrollments: 'admin',
  adminEvents: 'admin',
  adminGallery: 'admin',
  adminEventNew: 'admin',
  adminEventEdit: 'admin',
  adminActivity: 'admin',
  guardianInvitation: 'member',
  adminAthletes: 'admin',
  verify: ['Check a certificate', `Check a certificate · ${SITE}`, true],
  // The test API has no certificate rows: the check says so under the page's own heading.
  verifyNumber: ['Check a certificate', `Certificate check · ${SITE}`, true],
  certificate: ['Certificate', `Certificate · ${SITE}`, true],
  adminGradings: 'admin',
  adminGrading: 'admin',
  adminRanks: 'admin',
  championshipEntry: 'member',
  championshipSquad: 'member',
  championshipWeighIn: 'member',
  championshipScoring: 'member',
  adminChampionship: 'admin',
  adminPeople: 'admin',
  notFound: ['Page not found', `Page not found · ${SITE}`, true],
};

const table = pageKeys.flatMap((key) => {
  const row = expected[key];
  return typeof row === 'string' ? [] : [[samplePath(key), ...row] as const];
});

describe('route table', () => {
  it('routes every registry page to itself', () => {
    for (const key of pageKeys) {
      const matches = matchRoutes(routes, samplePath(key)) ?? [];
      const handles = matches.map(({ route }) => route.handle).filter(isRouteHandle);
      expect(handles.at(-1)?.page, key).toBe(key);
    }
  });

  it.each(table)('%s shows "%s"', async (path, heading, title, withLayout) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('main')).toBeInTheDocument();
    if (withLayout) {
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        '#main-content',
      );
    } else {
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    }
  });

  it('shows the exact 404 text and a way home', async () => {
    renderApp('/definitely-missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    const main = screen.getByRole('main');
    expect(within(main).getByText("The page you are looking for doesn't exist.")).toHaveTextContent(
      /^The page you are looking for doesn't exist\.$/,
    );
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a spinner on the Google callback screen', async () => {
    renderApp('/auth/google/callback');
    await screen.findByRole('heading', { name: 'Completing authentication...' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
  });
});

describe('navigation side effects', () => {
  it('dispatches one storage-update event per route change, none on first load', async () => {
    const listener = vi.fn();
    window.addEventListener(STORAGE_UPDATE_EVENT, listener);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: SITE });
    expect(listener).not.toHaveBeenCalled();

    await act(() => router.navigate('/programs'));
    await screen.findByRole('heading', { name: 'Our Programs' });
    expect(listener).toHaveBeenCalledTimes(1);
    // New pages start at the top (the router's ScrollRestoration).
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(listener).toHaveBeenCalledTimes(2);

    // A hash on the same page is not a route change.
    await act(() => router.navigate('/login#form'));
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(STORAGE_UPDATE_EVENT, listener);
  });

  it('keeps the meta description in step with the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    const { router } = renderApp('/');
    await waitFor(() => expect(meta.content).toBe(pageRegistry.home.description));
    await act(() => router.navigate('/gallery'));
    await waitFor(() => expect(meta.content).toBe(pageRegistry.gallery.description));
    meta.remove();
  });

  it('moves focus to the new page heading after a link is followed', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: SITE });
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    await user.click(within(nav).getByRole('link', { name: 'Gallery' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus to the main content from the skip link', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
