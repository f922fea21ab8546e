import { enrollmentMessages } from '@contracts/enrollment';
import { pagePath } from '@/config/page-registry';

// Words of the enrollment form, its confirmation and the member's history. The end-to-end tests find
// controls by these labels, so change them there too. Validation and server texts live in
// @contracts/enrollment.

export const enrollmentFieldLabels = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  emergencyContact: 'Emergency contact name',
  emergencyPhone: 'Emergency contact phone',
  program: 'Program',
  experience: 'Experience',
  medicalConditions: 'Medical conditions (optional)',
  howDidYouHear: 'How did you hear about us?',
} as const;

/** The empty first choice of the drop-downs without a default (spec §5). */
export const enrollmentPlaceholders = {
  gender: 'Select gender',
  howDidYouHear: 'Select an option',
} as const;

export const enrollmentSections = {
  personal: 'Personal Information',
  contact: 'Contact Information',
  program: 'Program Information',
  additional: 'Additional Information',
} as const;

export const termsCopy = {
  before: 'I agree to the ',
  link: { label: 'Terms and Conditions', to: pagePath('termsAndConditions') },
} as const;

export const enrollmentSubmitLabel = { idle: 'Submit Enrollment', busy: 'Submitting...' } as const;

export const requiredNote = 'Fields marked * are required.';

export const confirmationCopy = {
  heading: 'Enrollment received',
  referenceBefore: 'Your reference number is ',
  nextSteps:
    'Please keep this number: quote it whenever you contact us about this enrollment. Our office will review your details and get in touch within a few working days to confirm the class, timings and fees.',
  historyBefore: 'You can follow its status under Enrollments in ',
  historyLink: { label: 'your profile', to: pagePath('profile') },
  actions: {
    programs: { label: 'View programs', to: pagePath('programs') },
    home: { label: 'Back to home', to: pagePath('home') },
  },
} as const;

/** Spec §9: without a session, or after a 401, /login follows 3 s after the message. */
export const LOGIN_REDIRECT_DELAY_MS = 3000;

export const enrollmentHistoryCopy = {
  caption: 'Your enrollments',
  loading: 'Loading your enrollments',
  empty: enrollmentMessages.noEnrollments,
  enrollLink: { label: 'Enroll in a program', to: pagePath('enroll') },
  failed: enrollmentMessages.listFailed,
  retry: 'Try again',
  columns: {
    reference: 'Reference',
    program: 'Program',
    status: 'Status',
    submitted: 'Submitted',
    note: 'Note from the office',
  },
} as const;
