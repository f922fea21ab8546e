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

/** Spec §8 "Google sign-in" and the callback, in the readings this site uses. */
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

/** Spec §8 "Toasts" and §9 durations where they differ from the kind's default. */
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

/** A member page opened with no network (issue 11): what cannot be shown, and why. */
export const memberOfflineCopy: MemberOfflineCopy = {
  title: 'You are offline',
  text: 'Your account and enrollments are not saved on this device, so this page needs an internet connection. Please reconnect and it will load.',
};

/** The account dashboard (spec §2 /profile). */
export const dashboardCopy: DashboardCopy = {
  tabsLabel: 'Account sections',
  tabs: { profile: 'Profile', enrollments: 'Enrollments' },
  profileHeading: 'Your details',
  changePasswordHeading: 'Change password',
  enrollmentsHeading: 'Your enrollments',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    memberSince: 'Member since',
  },
  notProvided: 'Not provided',
  /** Spec §6: shown when the profile has no role. */
  defaultRole: 'student',
  roleLabels: { student: 'student', instructor: 'instructor', admin: 'admin' },
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
