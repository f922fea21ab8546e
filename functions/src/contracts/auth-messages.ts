// Texts of the account screens and the auth API. The association's own strings are exact;
// the rest are ours, worded for members.
import type { AuthMessages } from './messages/types';
import { PASSWORD_MIN_LENGTH } from './password-rules';

export const authMessages: AuthMessages = {
  // Validation
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPasswordRequired: 'Please confirm your new password',
  forgotEmailRequired: 'Please enter your email address',
  forgotEmailInvalid: 'Please enter a valid email address',
  resetPasswordRequired: 'Please enter a new password',
  missingResetToken: 'Missing reset token',
  // Errors
  invalidResetToken: 'Invalid or expired password reset token',
  resetFailed: 'Failed to reset password. Please try again.',
  loginFailed: 'Failed to login. Please check your credentials.',
  registerFailed: 'Failed to create account. Please try again.',
  passwordUpdateFailed: 'Failed to update password.',
  googleNoUser: 'Failed to authenticate with Google',
  serverNotResponding: 'Server is not responding. Please try again later.',
  databaseIssue: 'Database connection issue. Please try again later.',
  noResponse: 'No response from server. Please check your internet connection and try again.',
  requestFailed: 'Request failed.',
  // ours
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordTooLong: 'Password must be at most 128 characters',
  termsRequired: 'Please accept the Terms and Conditions and the Privacy Policy',
  phoneInvalid: 'Please enter a valid phone number',
  phonesDiffer: 'Phone and phoneNumber differ. Please send one phone number.',
  nameTooLong: 'Name must be at most 100 characters',
  invalidCredentials: 'Invalid email or password.',
  emailInUse: 'An account with this email already exists.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordUpdated: 'Password updated successfully',
  resetEmailSent:
    'If an account exists for that email, we have sent a link to reset its password. Please check your inbox.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  tokenMissing: 'Please sign in to continue.',
  tokenInvalid: 'Your session is not valid. Please sign in again.',
  tokenExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  signedOut: 'You have been signed out.',
  googleTokenRejected: 'Google sign-in could not be verified. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountDisabled: 'This account has been disabled. Please contact the association for help.',
  noPasswordOnAccount:
    'This account signs in with Google, so it has no password to change. To add one, use "Forgot password" on the sign-in page.',
  newPasswordSameAsCurrent: 'Your new password must be different from your current password.',
  passwordRejected: 'This password is not strong enough. Please choose a stronger one.',
  authUnavailable: 'The sign-in service is not responding. Please try again later.',
  // 429s of the per-client throttles (functions/src/limits/throttle-config.ts); the forms show them.
  tooManySignUps:
    'Too many accounts have been created from your network recently. Please try again later.',
  tooManyFailedLogins:
    'Too many failed sign-in attempts for this email. Please wait a little and try again.',
  tooManyResetRequests:
    'Too many password reset requests from your network. Please try again later.',
  tooManyResetAttempts:
    'Too many attempts with password reset links. Please wait a few minutes and try again.',
  accountLocked:
    'Too many failed sign-in attempts for this account, so signing in with a password is paused for up to 15 minutes. To get in now, reset your password with "Forgot password".',
  tooManyPasswordChecks:
    'Too many wrong current passwords. Please wait up to 15 minutes, or sign out and use "Forgot password".',
  tooManySignUpsOverall:
    'Sign-ups are paused for a short while because of unusual activity. Please try again later.',
};
