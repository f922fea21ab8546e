/** Where the member's sign-in stands: unknown until Firebase has read its stored session. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The member as the app displays them. Cached in localStorage (`user`) so the header can greet
 * them right after hydration; it never holds a token.
 */
export interface SessionUser {
  uid: string;
  name: string;
  email: string;
  phone: string;
  /** Empty when unknown; the profile then shows 'student'. */
  role: string;
  photoURL: string;
  /** ISO date, empty when unknown. */
  createdAt: string;
}

export interface SessionSnapshot {
  status: SessionStatus;
  /** While loading, the cached display user (if any); otherwise the confirmed member. */
  user: SessionUser | null;
  /**
   * The verified `admin` custom claim of the member's current ID token, the one source of the
   * admin role (docs/decisions.md, 'Admin role from a custom claim'); undefined until the token has
   * been read, and for visitors.
   */
  admin?: boolean;
  /**
   * The championship roles the office grants in the app, read from the same token: `official`
   * (weigh-in desk) and `coachClubId` (a club's coach). Like `admin`, undefined until read.
   */
  roles?: SessionRoles;
}

export interface SessionRoles {
  official: boolean;
  /** The club the member coaches; null for none. */
  coachClubId: string | null;
}

export interface Session extends SessionSnapshot {
  signOut: () => void;
}

/** Navigation from outside React, handed in by the app shell at start-up. */
export interface SessionNavigator {
  /** Resolves once the new page is on screen. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  /** pathname + search of the current location. */
  currentPath: () => string;
}

/** A link of the account screens: its words and the app path (never translated). */
export interface LinkCopy {
  label: string;
  to: string;
}

/** What a submit button says at rest and while its request runs. */
export interface SubmitLabel {
  idle: string;
  busy: string;
}

// The words of the account screens (config/auth-copy.ts, and a second value per locale).

export interface AuthFieldLabels {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  remember: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface AuthSubmitLabels {
  signIn: SubmitLabel;
  register: SubmitLabel;
  sendResetLink: SubmitLabel;
  resetPassword: SubmitLabel;
  updatePassword: SubmitLabel;
  google: SubmitLabel;
}

export interface AuthLinks {
  forgotPassword: LinkCopy;
  register: LinkCopy;
  signIn: LinkCopy;
  backToSignIn: LinkCopy;
  requestNewLink: LinkCopy;
  createAccount: LinkCopy;
  terms: LinkCopy;
  privacy: LinkCopy;
}

export interface GoogleMessages {
  popupClosed: string;
  unauthorizedDomain: string;
  notConfigured: string;
  notAvailable: string;
  noUser: string;
  failed: (detail: string) => string;
  /** The detail of `failed` when the error says nothing. */
  unknownError: string;
  callbackFailed: string;
  callbackOuterFailure: string;
}

export interface AuthToasts {
  accountCreated: (name: string) => string;
  welcome: (name: string) => string;
  welcomeDurationMs: number;
  registrationFailed: string;
  passwordUpdateFailed: string;
  logoutFailed: string;
  logoutFailedDurationMs: number;
}

export interface StatusTexts {
  checkingSignIn: string;
  signingYouIn: string;
  verifyingResetLink: string;
  resetRedirecting: string;
  emailSentHeading: string;
  tryAgain: string;
}

/** Words around the forms' controls that are not labels. */
export interface AuthFormCopy {
  /** Between the Google button and the email form. */
  orDivider: string;
  /** The register screen's terms box: before, between and after its two links. */
  termsBefore: string;
  termsBetween: string;
  termsAfter: string;
  /** Before the register link on the sign-in screen. */
  newHere: string;
  /** Before the sign-in link on the register screen. */
  alreadyMember: string;
}

/** The header's account menu and the mobile menu's account section. */
export interface AccountMenuCopy {
  account: string;
  /** The menu button's name for a member (screen readers). */
  accountOf: (name: string) => string;
  signedInAs: string;
  signOut: string;
}

export interface MemberOfflineCopy {
  title: string;
  text: string;
}

export interface DashboardCopy {
  tabsLabel: string;
  tabs: { profile: string; athletes: string; ranks: string; enrollments: string; data: string };
  profileHeading: string;
  emailHeading: string;
  changePasswordHeading: string;
  athletesHeading: string;
  ranksHeading: string;
  enrollmentsHeading: string;
  dataHeading: string;
  fields: { email: string; accountType: string; memberSince: string };
  /** The kind of account in words a parent understands: the admin claim makes it the office's. */
  accountTypes: { member: string; office: string };
}

/** Guiding the member through verifying their email address with Firebase. */
export interface EmailVerificationCopy {
  verified: string;
  unverified: string;
  /** Why it matters: a parent must be an identifiable adult before adding a child. */
  why: string;
  send: SubmitLabel;
  sendAgain: string;
  sent: (email: string) => string;
  check: SubmitLabel;
  nowVerified: string;
  stillUnverified: string;
  sendFailed: string;
  tooManyRequests: string;
  checkFailed: string;
  loading: string;
}
