/**
 * Every screen of the site, once: its path, document title and description, who may open it, which
 * frame it uses, whether it is prerendered and where the navigation links to it. The router
 * (app/routes.tsx), the header, footer and mobile menu, the document head (config/page-head.ts:
 * canonical URL, robots, share tags), prerendering, robots.txt and sitemap.xml, firebase.json's
 * Hosting rewrites (`npm run hosting:rewrites`), the bundle and Lighthouse budgets and the route
 * tests all read this list, so a new page is one entry here plus its route file.
 *
 * Pure data whose one import is its words (config/page-texts.ts, swapped for page-texts.mr.ts in
 * the Marathi build): the end-to-end tests and Node scripts import it as it is, and it ships in the
 * initial bundle, so page copy longer than a sentence belongs with the page's feature, not here.
 */

import { pageTexts } from './page-texts';
import type { NavMenu } from './page-text-types';

// The menus' names live beside the page texts' types, which label each page per menu.
export type { NavMenu };

/**
 * Who may open a page. Member pages wait for the session and send visitors to /register; admin
 * pages need the `admin` claim (members get a 403 page, visitors go to /login).
 */
export type PageAccess = 'public' | 'member' | 'admin';

/** `site`: header, footer and chat; `standalone`: the centred card of the account screens. */
export type PageLayout = 'site' | 'standalone';

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
   * Rendered to static HTML at build time (scripts/build/prerender.mjs). Only for public pages with a
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
    title: pageTexts.home.title,
    description: pageTexts.home.description,
    module: 'home',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: pageTexts.home.nav.primary, order: 1 }],
  },
  programs: {
    path: '/programs',
    title: pageTexts.programs.title,
    description: pageTexts.programs.description,
    module: 'programs',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: pageTexts.programs.nav.primary, order: 2 }],
  },
  events: {
    path: '/events',
    title: pageTexts.events.title,
    description: pageTexts.events.description,
    module: 'events',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: pageTexts.events.nav.primary, order: 3 }],
  },
  eventDetail: {
    path: '/events/:eventId',
    title: pageTexts.eventDetail.title,
    description: pageTexts.eventDetail.description,
    module: 'event-detail',
    access: 'public',
    layout: 'site',
    prerender: false,
  },
  // A championship's brackets: public like its event page, served as the app shell. They list
  // children by name, so, like a certificate's check, they are not offered to search engines.
  eventBrackets: {
    path: '/events/:eventId/brackets',
    title: pageTexts.eventBrackets.title,
    description: pageTexts.eventBrackets.description,
    module: 'event-brackets',
    access: 'public',
    layout: 'site',
    prerender: false,
    indexable: false,
  },
  gallery: {
    path: '/gallery',
    title: pageTexts.gallery.title,
    description: pageTexts.gallery.description,
    module: 'gallery',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: pageTexts.gallery.nav.primary, order: 4 }],
  },
  about: {
    path: '/about',
    title: pageTexts.about.title,
    description: pageTexts.about.description,
    module: 'about',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'primary', label: pageTexts.about.nav.primary, order: 5 }],
  },
  contact: {
    path: '/contact',
    title: pageTexts.contact.title,
    description: pageTexts.contact.description,
    module: 'contact',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [
      { menu: 'primary', label: pageTexts.contact.nav.primary, order: 6 },
      { menu: 'footer', label: pageTexts.contact.nav.footer, order: 3 },
    ],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: pageTexts.privacyPolicy.title,
    description: pageTexts.privacyPolicy.description,
    module: 'privacy-policy',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'footer', label: pageTexts.privacyPolicy.nav.footer, order: 1 }],
  },
  termsAndConditions: {
    path: '/terms-and-conditions',
    title: pageTexts.termsAndConditions.title,
    description: pageTexts.termsAndConditions.description,
    module: 'terms-and-conditions',
    access: 'public',
    layout: 'site',
    prerender: true,
  },
  cookiePolicy: {
    path: '/cookie-policy',
    title: pageTexts.cookiePolicy.title,
    description: pageTexts.cookiePolicy.description,
    module: 'cookie-policy',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'footer', label: pageTexts.cookiePolicy.nav.footer, order: 2 }],
  },
  login: {
    path: '/login',
    title: pageTexts.login.title,
    description: pageTexts.login.description,
    module: 'login',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
    nav: [
      { menu: 'accountGuest', label: pageTexts.login.nav.accountGuest, order: 1 },
      { menu: 'footer', label: pageTexts.login.nav.footer, order: 4 },
    ],
  },
  register: {
    path: '/register',
    title: pageTexts.register.title,
    description: pageTexts.register.description,
    module: 'register',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
    nav: [{ menu: 'accountGuest', label: pageTexts.register.nav.accountGuest, order: 2 }],
  },
  forgotPassword: {
    path: '/forgot-password',
    title: pageTexts.forgotPassword.title,
    description: pageTexts.forgotPassword.description,
    module: 'forgot-password',
    access: 'public',
    layout: 'standalone',
    prerender: true,
    indexable: false,
  },
  resetPassword: {
    path: '/reset-password/:token',
    title: pageTexts.resetPassword.title,
    description: pageTexts.resetPassword.description,
    module: 'reset-password',
    access: 'public',
    layout: 'standalone',
    prerender: false,
    indexable: false,
  },
  googleCallback: {
    path: '/auth/google/callback',
    title: pageTexts.googleCallback.title,
    description: pageTexts.googleCallback.description,
    module: 'google-callback',
    access: 'public',
    layout: 'standalone',
    // It completes a sign-in this browser started, so there is nothing to show before the script.
    prerender: false,
    indexable: false,
  },
  profile: {
    path: '/profile',
    title: pageTexts.profile.title,
    description: pageTexts.profile.description,
    module: 'profile',
    access: 'member',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'accountMember', label: pageTexts.profile.nav.accountMember, order: 1 }],
  },
  enroll: {
    path: '/enroll',
    title: pageTexts.enroll.title,
    description: pageTexts.enroll.description,
    module: 'enroll',
    access: 'member',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'action', label: pageTexts.enroll.nav.action, order: 1 }],
  },
  admin: {
    path: '/admin',
    title: pageTexts.admin.title,
    description: pageTexts.admin.description,
    module: 'admin',
    access: 'admin',
    layout: 'site',
    prerender: false,
    nav: [{ menu: 'accountAdmin', label: pageTexts.admin.nav.accountAdmin, order: 1 }],
  },
  adminEnquiries: {
    path: '/admin/enquiries',
    title: pageTexts.adminEnquiries.title,
    description: pageTexts.adminEnquiries.description,
    module: 'admin-enquiries',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEnrollments: {
    path: '/admin/enrollments',
    title: pageTexts.adminEnrollments.title,
    description: pageTexts.adminEnrollments.description,
    module: 'admin-enrollments',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEvents: {
    path: '/admin/events',
    title: pageTexts.adminEvents.title,
    description: pageTexts.adminEvents.description,
    module: 'admin-events',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminGallery: {
    path: '/admin/gallery',
    title: pageTexts.adminGallery.title,
    description: pageTexts.adminGallery.description,
    module: 'admin-gallery',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEventNew: {
    path: '/admin/events/new',
    title: pageTexts.adminEventNew.title,
    description: pageTexts.adminEventNew.description,
    module: 'admin-event-new',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminEventEdit: {
    path: '/admin/events/:eventId/edit',
    title: pageTexts.adminEventEdit.title,
    description: pageTexts.adminEventEdit.description,
    module: 'admin-event-edit',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminActivity: {
    path: '/admin/activity',
    title: pageTexts.adminActivity.title,
    description: pageTexts.adminActivity.description,
    module: 'admin-activity',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  guardianInvitation: {
    path: '/profile/invitation',
    title: pageTexts.guardianInvitation.title,
    description: pageTexts.guardianInvitation.description,
    module: 'guardian-invitation',
    access: 'member',
    layout: 'site',
    prerender: false,
  },
  adminAthletes: {
    path: '/admin/athletes',
    title: pageTexts.adminAthletes.title,
    description: pageTexts.adminAthletes.description,
    module: 'admin-athletes',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  verify: {
    path: '/verify',
    title: pageTexts.verify.title,
    description: pageTexts.verify.description,
    module: 'verify',
    access: 'public',
    layout: 'site',
    prerender: true,
    nav: [{ menu: 'footer', label: pageTexts.verify.nav.footer, order: 5 }],
  },
  // A certificate's own check and printable page name a person: not for search engines.
  verifyNumber: {
    path: '/verify/:number',
    title: pageTexts.verifyNumber.title,
    description: pageTexts.verifyNumber.description,
    module: 'verify-number',
    access: 'public',
    layout: 'site',
    prerender: false,
    indexable: false,
  },
  certificate: {
    path: '/certificates/:number',
    title: pageTexts.certificate.title,
    description: pageTexts.certificate.description,
    module: 'certificate',
    access: 'public',
    layout: 'site',
    prerender: false,
    indexable: false,
  },
  adminGradings: {
    path: '/admin/gradings',
    title: pageTexts.adminGradings.title,
    description: pageTexts.adminGradings.description,
    module: 'admin-gradings',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminGrading: {
    path: '/admin/gradings/:gradingId',
    title: pageTexts.adminGrading.title,
    description: pageTexts.adminGrading.description,
    module: 'admin-grading',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminRanks: {
    path: '/admin/ranks',
    title: pageTexts.adminRanks.title,
    description: pageTexts.adminRanks.description,
    module: 'admin-ranks',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  // Championship screens for members: the page checks the official or coach claim itself, as the
  // API does, since a member without it may still open the link they were sent.
  championshipEntry: {
    path: '/championships/:eventId/enter',
    title: pageTexts.championshipEntry.title,
    description: pageTexts.championshipEntry.description,
    module: 'championship-entry',
    access: 'member',
    layout: 'site',
    prerender: false,
  },
  championshipSquad: {
    path: '/championships/:eventId/squad',
    title: pageTexts.championshipSquad.title,
    description: pageTexts.championshipSquad.description,
    module: 'championship-squad',
    access: 'member',
    layout: 'site',
    prerender: false,
  },
  championshipWeighIn: {
    path: '/championships/:eventId/weigh-in',
    title: pageTexts.championshipWeighIn.title,
    description: pageTexts.championshipWeighIn.description,
    module: 'championship-weigh-in',
    access: 'member',
    layout: 'site',
    prerender: false,
  },
  championshipScoring: {
    path: '/championships/:eventId/scoring',
    title: pageTexts.championshipScoring.title,
    description: pageTexts.championshipScoring.description,
    module: 'championship-scoring',
    access: 'member',
    layout: 'site',
    prerender: false,
  },
  adminChampionship: {
    path: '/admin/championships/:eventId',
    title: pageTexts.adminChampionship.title,
    description: pageTexts.adminChampionship.description,
    module: 'admin-championship',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  adminPeople: {
    path: '/admin/people',
    title: pageTexts.adminPeople.title,
    description: pageTexts.adminPeople.description,
    module: 'admin-people',
    access: 'admin',
    layout: 'site',
    prerender: false,
  },
  notFound: {
    path: '*',
    title: pageTexts.notFound.title,
    description: pageTexts.notFound.description,
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
