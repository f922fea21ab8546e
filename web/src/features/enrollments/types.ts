import type { LinkCopy } from '@/features/auth/types';

/** How the member's list shows a status: approved and rejected as such, anything else pending. */
export type EnrollmentStatusKind = 'approved' | 'rejected' | 'pending';

// The words of the enrollment form, its confirmation and the member's list (config/enrollment-copy.ts,
// and a second value per locale).

export interface EnrollmentFieldLabels {
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  emergencyContact: string;
  emergencyPhone: string;
  program: string;
  experience: string;
  medicalConditions: string;
  howDidYouHear: string;
}

/** The empty first choice of the drop-downs without a default (spec §5). */
export interface EnrollmentPlaceholders {
  gender: string;
  howDidYouHear: string;
}

export interface EnrollmentSections {
  personal: string;
  contact: string;
  program: string;
  additional: string;
}

/** The terms box: the words before its link, the link, and any after it. */
export interface EnrollmentTermsCopy {
  before: string;
  link: LinkCopy;
  after: string;
}

export interface ConfirmationCopy {
  heading: string;
  referenceBefore: string;
  nextSteps: string;
  historyBefore: string;
  historyLink: LinkCopy;
  historyAfter: string;
  actions: { programs: LinkCopy; home: LinkCopy };
}

export interface EnrollmentHistoryCopy {
  caption: string;
  loading: string;
  empty: string;
  enrollLink: LinkCopy;
  failed: string;
  retry: string;
  columns: { reference: string; program: string; status: string; submitted: string; note: string };
}
