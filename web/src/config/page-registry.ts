/**
 * Every screen of the site, once: its path, document title and description, who may open it, which
 * frame it uses, whether it is prerendered and where the navigation links to it. The router
 * (app/routes.tsx), the header, footer and mobile menu, the document head (config/page-head.ts:
 * canonical URL, robots, share tags), prerendering, robots.txt and sitemap.xml, firebase.json's
 * Hosting rewrites (`npm run hosting:rewrites`), the bundle and Lighthouse budgets and the route
 * tests all read this list, so a new page is one entry here plus its route file.
 *
 * Pure data without imports: the end-to-end tests import it as it is, and it ships in the initial
 * bundle, so page copy longer than a sentence belongs with the page's feature, not here.
 */

/**
 * Who may open a page. Member pages wait for the session and send visitors to /register; admin
 * pages need the `admin` claim (members get a 403 page, visitors go to /login).
 */
export type PageAccess = 'public' | 'member' | 'admin';

/** `site`: header, footer and chat; `standalone`: the centred card of the account screens. */
export type PageLayout = 'site' | 'standalone';

/**
 * Where links to a page appear:
 * - `primary`: the header bar and the mobile menu's list;
 * - `action`: the highlighted button beside them (header and mobile menu);
 * - `accountGuest` / `accountMember` / `accountAdmin`: the Account dropdown and the mobile menu's
 *   Account section, for signed-out visitors, for members and (in addition) for admins;
 * - `footer`: the footer's Information list.
 */
export type NavMenu =
  'primary' | 'action' | 'accountGuest' | 'accountMember' | 'accountAdmin' | 'footer';

export interface NavPlacement {
  menu: NavMenu;
  label: string;
  /** Position within the menu, smallest first. */
  order: number;
}

export interface PageEntry {
  /** Router path: absolute, `:name` for a parameter, `*` for every path no other page matches. */
  path: string;
  /** Page part of the document title; empty for the association name alone. */
  title: string;
  /** The meta description: one sentence saying what the page offers. */
  description: string;
  /** The route file in web/src/app/routes/, without `.tsx`; it exports the page's `Component`. */
  module: string;
  access: PageAccess;
  layout: PageLayout;
  /**
   * Rendered to static HTML at build time (scripts/prerender.mjs). Only for public pages with a
   * fixed path that look the same to every visitor; the build fails if one lacks its content.
   */
  prerender: boolean;
  /**
   * `false` keeps a public page out of search results (robots.txt, a `noindex` robots tag, no
   * sitemap entry): the account screens, which only make sense to someone signing in. Member and
   * admin pages are never indexed whatever this says.
   */
  indexable?: false;
  nav?: readonly NavPlacement[];
}

export const pageRegistry = {
  home: {
    path: '/',
    title: '',
    description:
      'Taekwon-Do for children, teens and adults across Maharashtra: classes, belt gradings, championships and camps run by the state association since 1985.',
    module: 'home',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: 'Home', order: 1 }],
  },
  programs: {
    path: '/programs',
    title: 'Programs',
    description:
      "Six Taekwon-Do programs, from children's classes to instructor training, with schedules, age groups, belt ranks, exam dates and answers to common questions.",
    module: 'programs',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: 'Programs', order: 2 }],
  },
  events: {
    path: '/events',
    title: 'Events and Achievements',
    description:
      'Championships, seminars, training camps and belt tests of the association, coming and past, and the medals our athletes have won.',
    module: 'events',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: 'Events', order: 3 }],
  },
  eventDetail: {
    path: '/events/:eventId',
    title: 'Event details',
    description: 'Dates, venue, registration and contact details of an association event.',
    module: 'event-detail',
    access: 'public',
    layout: 'site',
    prerender: false,
  },
  gallery: {
    path: '/gallery',
    title: 'Gallery',
    description:
      'Photos and videos from tournaments, belt gradings, demonstrations and everyday training in our clubs across Maharashtra.',
    module: 'gallery',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: 'Gallery', order: 4 }],
  },
  about: {
    path: '/about',
    title: 'About Us',
    description:
      'Our story since 1985, our mission and values, the instructor team, the milestones and the training centers of the Maharashtra Taekwondo Association.',
    module: 'about',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: 'About', order: 5 }],
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description:
      "The association office's address, phone, email and hours, a map with directions, and a form to send us your questions.",
    module: 'contact',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [
      { menu: 'primary', label: 'Contact', order: 6 },
      { menu: 'footer', label: 'Contact', order: 3 },
    ],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Statement',
    description:
      'How the association collects, uses and protects the personal information of members, parents and visitors.',
    module: 'privacy-policy',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'footer', label: 'Privacy Statement', order: 1 }],
  },
  termsAndConditions: {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you use this website, create a member account or enroll in a program.',
    module: 'terms-and-conditions',
    access: 'public',
    layout: 'site',
    prerender: true,
  },
  cookiePolicy: {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage this website uses, and what each one is for.',
    module: 'cookie-policy',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'footer', label: 'Cookie policy', order: 2 }],
  },
  login: {
    path: '/login',
    title: 'Sign in',
    description:
      'Sign in to your member account with your email and password or your Google account.',
    module: 'login',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
    nav: [
      { menu: 'accountGuest', label: 'Sign In', order: 1 },
      { menu: 'footer', label: 'Sign in', order: 4 },
    ],
  },
  register: {
    path: '/register',
    title: 'Create account',
    description:
      'Create a free member account to enroll in programs, send enquiries and follow your enrollments.',
    module: 'register',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
    nav: [{ menu: 'accountGuest', label: 'Create Account', order: 2 }],
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'Forgot password',
    description: 'Ask for an email with a link to choose a new password for your member account.',
    module: 'forgot-password',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
  },
  resetPassword: {
    path: '/reset-password/:token',
    title: 'Reset password',
    description: 'Choose a new password for your member account.',
    module: 'reset-password',
    access: 'public',
    layout: 'standalone',
    prerender: false,
    indexable: false,
  },
  googleCallback: {
    path: '/auth/google/callback',
    title: 'Signing in',
    description: 'Finishing a sign-in with your Google account.',
    module: 'google-callback',
    access: 'public',
    layout: 'standalone',
    // It completes a sign-in this browser started, so there is nothing to show before the script.
    prerender: false,
    indexable: false,
  },
  profile: {
    path: '/profile',
    title: 'Profile & Settings',
    description: 'Your member details, your program enrollments and your password.',
    module: 'profile',
    access: 'member',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'accountMember', label: 'Profile & Settings', order: 1 }],
  },
  enroll: {
    path: '/enroll',
    title: 'Enroll',
    description:
      'Enroll a student in one of our programs and receive a reference number as soon as the form is sent.',
    module: 'enroll',
    access: 'member',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'action', label: 'Enroll Now', order: 1 }],
  },
  admin: {
    path: '/admin',
    title: 'Admin',
    description: 'The office’s area: events, enquiries, enrollments and the activity log.',
    module: 'admin',
    access: 'admin',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'accountAdmin', label: 'Admin', order: 1 }],
  },
  adminEnquiries: {
    path: '/admin/enquiries',
    title: 'Enquiries',
    description: 'Read, answer and sort the messages sent through the contact form.',
    module: 'admin-enquiries',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEnrollments: {
    path: '/admin/enrollments',
    title: 'Enrollments',
    description: 'Review enrollments, approve or reject them with a note, and export them as CSV.',
    module: 'admin-enrollments',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEvents: {
    path: '/admin/events',
    title: 'Events',
    description: 'Add, change and delete the events shown on the site.',
    module: 'admin-events',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEventNew: {
    path: '/admin/events/new',
    title: 'New event',
    description: 'Add an event to the site.',
    module: 'admin-event-new',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEventEdit: {
    path: '/admin/events/:eventId/edit',
    title: 'Edit event',
    description: 'Change an event shown on the site.',
    module: 'admin-event-edit',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminActivity: {
    path: '/admin/activity',
    title: 'Activity',
    description: 'Every change made in the admin area: who, what and when.',
    module: 'admin-activity',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  notFound: {
    path: '*',
    title: 'Page not found',
    description: "The page you are looking for doesn't exist; the home page is one click away.",
    module: 'not-found',
    access: 'public',
    layout: 'site',
    prerender: false,
    indexable: false,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pageRegistry;

export const pageKeys = Object.keys(pageRegistry) as PageKey[];

export function pageEntry(key: PageKey): PageEntry {
  return pageRegistry[key];
}

/** A fixed path has no parameter and is not the catch-all, so it can be linked or prerendered. */
export function isFixedPath(path: string): boolean {
  return !path.includes(':') && !path.includes('*');
}

/** The paths written to static HTML at build time. */
export function prerenderedKeys(): PageKey[] {
  return pageKeys.filter((key) => pageRegistry[key].prerender);
}

/** Whether search engines may list the page: public, a real page (not the 404), not opted out. */
export function isIndexable(page: PageEntry): boolean {
  return page.access === 'public' && page.path !== '*' && page.indexable !== false;
}

export interface NavItem {
  label: string;
  to: string;
}

/** The links of one menu, in their order. */
export function navItems(menu: NavMenu): NavItem[] {
  return pageKeys
    .flatMap((key) => {
      const page: PageEntry = pageRegistry[key];
      return (page.nav ?? [])
        .filter((placement) => placement.menu === menu)
        .map((placement) => ({ order: placement.order, label: placement.label, to: page.path }));
    })
    .sort((a, b) => a.order - b.order)
    .map(({ label, to }) => ({ label, to }));
}

/** The address of a page; parameters fill its `:name` segments. */
export function pagePath(key: PageKey, params: Readonly<Record<string, string>> = {}): string {
  return pageRegistry[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key} needs the "${name}" parameter`);
    return encodeURIComponent(value);
  });
}
