// Labels, buttons and notices of the account screens. The end-to-end tests find controls by these
// exact words, so change them here and there together. Validation and server texts live in the
// shared contracts (@contracts/auth-messages).
import { pagePath } from '@/config/page-registry';
import type {
  AccountMenuCopy,
  AuthFieldLabels,
  AuthFormCopy,
  AuthLinks,
  AuthSubmitLabels,
  AuthToasts,
  DashboardCopy,
  EmailVerificationCopy,
  GoogleMessages,
  MemberOfflineCopy,
  StatusTexts,
} from '@/features/auth/types';

export const fieldLabels: AuthFieldLabels = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone (optional)',
  password: 'Password',
  confirmPassword: 'Confirm password',
  remember: 'Remember me',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
};

/** Submit buttons: what they say at rest and while the request is running. */
export const submitLabels: AuthSubmitLabels = {
  signIn: { idle: 'Sign in', busy: 'Signing in...' },
  register: { idle: 'Create account', busy: 'Creating account...' },
  sendResetLink: { idle: 'Send reset link', busy: 'Sending...' },
  resetPassword: { idle: 'Reset password', busy: 'Resetting...' },
  updatePassword: { idle: 'Update password', busy: 'Updating...' },
  google: { idle: 'Continue with Google', busy: 'Connecting to Google...' },
};

export const authLinks: AuthLinks = {
  forgotPassword: { label: 'Forgot password?', to: pagePath('forgotPassword') },
  register: { label: 'Create an account', to: pagePath('register') },
  signIn: { label: 'Sign in', to: pagePath('login') },
  backToSignIn: { label: 'Back to sign in', to: pagePath('login') },
  requestNewLink: { label: 'Request a new link', to: pagePath('forgotPassword') },
  createAccount: { label: 'Create account', to: pagePath('register') },
  terms: { label: 'Terms and Conditions', to: pagePath('termsAndConditions') },
  privacy: { label: 'Privacy Policy', to: pagePath('privacyPolicy') },
};

/** Google sign-in and the callback messages, in the readings this site uses. */
export const googleMessages: GoogleMessages = {
  popupClosed: 'Sign-in window was closed. Please try again.',
  unauthorizedDomain: 'This domain is not authorized for authentication. Please contact support.',
  notConfigured: 'Authentication service is not properly configured. Please contact support.',
  notAvailable: 'Google authentication is not available. Please try again later.',
  noUser: 'Failed to get user data from Google. Please try again.',
  failed: (detail: string) => `Sign-in failed: ${detail}`,
  unknownError: 'unknown error',
  callbackFailed: 'Authentication failed. Please try again.',
  callbackOuterFailure: 'Authentication failed. Please try again with email signup.',
};

/** Toast texts, and display times where they differ from the kind's default. */
export const authToasts: AuthToasts = {
  accountCreated: (name: string) => `Welcome, ${name}! Your account has been created.`,
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeDurationMs: 4000,
  registrationFailed: 'Registration failed. Please try again.',
  passwordUpdateFailed: 'Password update failed. Please try again.',
  logoutFailed: 'Logout failed. Please try again.',
  logoutFailedDurationMs: 3000,
};

export const statusTexts: StatusTexts = {
  checkingSignIn: 'Checking your sign-in…',
  signingYouIn: 'Signing you in',
  verifyingResetLink: 'Verifying your reset link...',
  resetRedirecting: 'Redirecting you to sign in...',
  emailSentHeading: 'Check your email',
  tryAgain: 'Try again',
};

/** A member page opened with no network: what cannot be shown, and why. */
export const memberOfflineCopy: MemberOfflineCopy = {
  title: 'You are offline',
  text: 'Your account and enrollments are not saved on this device, so this page needs an internet connection. Please reconnect and it will load.',
};

/** The account dashboard (/profile). */
export const dashboardCopy: DashboardCopy = {
  tabsLabel: 'Account sections',
  tabs: {
    profile: 'Profile',
    athletes: 'My athletes',
    ranks: 'Ranks & certificates',
    enrollments: 'Enrollments',
    data: 'Your data',
  },
  profileHeading: 'Your details',
  emailHeading: 'Email address',
  changePasswordHeading: 'Change password',
  athletesHeading: 'My athletes',
  ranksHeading: 'Ranks and certificates',
  enrollmentsHeading: 'Your enrollments',
  dataHeading: 'Your data',
  fields: {
    email: 'Email',
    accountType: 'Account',
    memberSince: 'Member since',
  },
  accountTypes: { member: 'Member', office: 'Office (association staff)' },
};

/** The member's own email address: verified or not, and how to verify it. */
export const emailVerificationCopy: EmailVerificationCopy = {
  verified: 'Your email address is verified.',
  unverified: 'Your email address is not verified yet.',
  why: 'Before you can add a child as an athlete, the association must know that a real adult gives the consent: please verify your email address and add your own date of birth above.',
  send: { idle: 'Send verification email', busy: 'Sending…' },
  sendAgain: 'Send the email again',
  sent: (email: string) =>
    `We have sent a link to ${email}. Open it (check the spam folder too), then come back here and press “I have verified — check again”.`,
  check: { idle: 'I have verified — check again', busy: 'Checking…' },
  nowVerified: 'Thank you: your email address is now verified.',
  stillUnverified:
    'Your email address is not verified yet. Open the link in the email we sent, then press the button again.',
  sendFailed: 'The email could not be sent. Please try again.',
  tooManyRequests: 'Too many emails were sent. Please wait a few minutes and try again.',
  checkFailed: 'We could not check just now. Please try again.',
  loading: 'Checking your email address…',
};

export const authFormCopy: AuthFormCopy = {
  orDivider: 'or',
  termsBefore: 'I agree to the ',
  termsBetween: ' and the ',
  termsAfter: '',
  newHere: 'New here?',
  alreadyMember: 'Already a member?',
};

/** The header's account menu and the mobile menu's account section. */
export const accountMenuCopy: AccountMenuCopy = {
  account: 'Account',
  accountOf: (name: string) => `Account: ${name}`,
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
};
