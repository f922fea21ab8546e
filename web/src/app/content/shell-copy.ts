/**
 * The words of the site's frame: header, mobile menu, skip link, footer, the loading screen and the
 * route error page. In every page's initial bundle, so it holds only short strings; a second
 * language is a second module of this type (shell-copy.mr.ts).
 */
export interface ShellCopy {
  skipLink: string;
  /** Landmark names of the two navigation bars. */
  primaryNavLabel: string;
  mobileNavLabel: string;
  mobileMenu: { open: string; close: string; title: string };
  footer: {
    navLabel: string;
    officeHoursHeading: string;
    informationHeading: string;
    backToTop: string;
  };
  /** Read by screen readers while the first page's code arrives. */
  appLoading: string;
  routeError: { heading: string; text: string; reload: string; home: string };
}

export const shellCopy: ShellCopy = {
  skipLink: 'Skip to main content',
  primaryNavLabel: 'Primary',
  mobileNavLabel: 'Mobile',
  mobileMenu: { open: 'Open menu', close: 'Close menu', title: 'Menu' },
  footer: {
    navLabel: 'Footer',
    officeHoursHeading: 'Office hours',
    informationHeading: 'Information',
    backToTop: 'Back to top',
  },
  appLoading: 'Loading page',
  routeError: {
    heading: 'Something went wrong',
    text: 'This page could not be loaded. Please reload it, or go back to the home page.',
    reload: 'Reload the page',
    home: 'Back to Home',
  },
};
