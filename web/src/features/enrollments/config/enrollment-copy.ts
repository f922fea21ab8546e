import { enrollmentMessages } from '@contracts/enrollment';
import { pagePath } from '@/config/page-registry';
import type { SubmitLabel } from '@/features/auth/types';
import type {
  ConfirmationCopy,
  AthletePickerCopy,
  EnrollmentFieldLabels,
  EnrollmentHistoryCopy,
  EnrollmentPlaceholders,
  EnrollmentSections,
  EnrollmentStatusKind,
  EnrollmentTermsCopy,
} from '@/features/enrollments/types';

// Words of the enrollment form, its confirmation and the member's history. The end-to-end tests find
// controls by these labels, so change them there too. Validation and server texts live in
// @contracts/enrollment.

export const enrollmentFieldLabels: EnrollmentFieldLabels = {
  athleteId: 'Who is this enrollment for?',
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
};

/** The state as the read-only field shows it; the form sends 'Maharashtra' whatever the language. */
export const enrollmentStateName: string = 'Maharashtra';

/** The empty first choice of the drop-downs without a default. */
export const enrollmentPlaceholders: EnrollmentPlaceholders = {
  gender: 'Select gender',
  howDidYouHear: 'Select an option',
};

export const athletePickerCopy: AthletePickerCopy = {
  someoneElse: 'Someone else (fill in their details)',
  prefilled: (name: string) =>
    `Filled in from ${name}’s athlete record; the enrollment is added to their record.`,
};

export const enrollmentSections: EnrollmentSections = {
  personal: 'Personal Information',
  contact: 'Contact Information',
  program: 'Program Information',
  additional: 'Additional Information',
};

export const termsCopy: EnrollmentTermsCopy = {
  before: 'I agree to the ',
  link: { label: 'Terms and Conditions', to: pagePath('termsAndConditions') },
  after: '',
};

export const enrollmentSubmitLabel: SubmitLabel = {
  idle: 'Submit Enrollment',
  busy: 'Submitting...',
};

export const requiredNote: string = 'Fields marked * are required.';

export const confirmationCopy: ConfirmationCopy = {
  heading: 'Enrollment received',
  referenceBefore: 'Your reference number is ',
  nextSteps:
    'Please keep this number: quote it whenever you contact us about this enrollment. Our office will review your details and get in touch within a few working days to confirm the class, timings and fees.',
  historyBefore: 'You can follow its status under Enrollments in ',
  historyLink: { label: 'your profile', to: pagePath('profile') },
  historyAfter: '.',
  actions: {
    programs: { label: 'View programs', to: pagePath('programs') },
    home: { label: 'Back to home', to: pagePath('home') },
  },
};

export const enrollmentHistoryCopy: EnrollmentHistoryCopy = {
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
};

/** The member's list shows these words for the status. */
export const enrollmentStatusLabels: Record<EnrollmentStatusKind, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
};
