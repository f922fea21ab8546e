/** What a page says about itself in the document head: its title and meta description. */
export interface PageText {
  /** Page part of the document title; empty for the association name alone. */
  title: string;
  /** The meta description: one sentence saying what the page offers. */
  description: string;
}

/** A page that the navigation links to, with its link's label in each menu it is in. */
export interface NavLabelled<M extends NavMenu> extends PageText {
  nav: Readonly<Record<M, string>>;
}

/**
 * Every page's texts, by page key (config/page-registry.ts): a type with each page and menu
 * spelled out, so a language's module that misses one fails the typecheck.
 */
export interface PageTexts {
  home: NavLabelled<'primary'>;
  programs: NavLabelled<'primary'>;
  events: NavLabelled<'primary'>;
  eventDetail: PageText;
  eventBrackets: PageText;
  gallery: NavLabelled<'primary'>;
  about: NavLabelled<'primary'>;
  contact: NavLabelled<'primary' | 'footer'>;
  privacyPolicy: NavLabelled<'footer'>;
  termsAndConditions: PageText;
  cookiePolicy: NavLabelled<'footer'>;
  login: NavLabelled<'accountGuest' | 'footer'>;
  register: NavLabelled<'accountGuest'>;
  forgotPassword: PageText;
  resetPassword: PageText;
  googleCallback: PageText;
  profile: NavLabelled<'accountMember'>;
  enroll: NavLabelled<'action'>;
  admin: NavLabelled<'accountAdmin'>;
  adminEnquiries: PageText;
  adminEnrollments: PageText;
  adminEvents: PageText;
  adminEventNew: PageText;
  adminEventEdit: PageText;
  adminActivity: PageText;
  adminGallery: PageText;
  guardianInvitation: PageText;
  adminAthletes: PageText;
  verify: NavLabelled<'footer'>;
  verifyNumber: PageText;
  certificate: PageText;
  adminGradings: PageText;
  adminGrading: PageText;
  adminRanks: PageText;
  championshipEntry: PageText;
  championshipSquad: PageText;
  championshipWeighIn: PageText;
  championshipScoring: PageText;
  adminChampionship: PageText;
  adminPeople: PageText;
  notFound: PageText;
}

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
