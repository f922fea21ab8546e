import type { LinkCopy } from '@/features/auth/types';
import type { EnrollmentValues } from '@/features/enrollments/lib/enrollment-values';

// Defined beside the function that maps a stored status to it, which this module must not import.
export type { EnrollmentStatusKind } from '@/features/enrollments/config/enrollment-options';

// The words of the enrollment form, its confirmation and the member's list (config/enrollment-copy.ts,
// and a second value per locale).

/** A label for every field of the form; the terms box has its own sentence. */
export type EnrollmentFieldLabels = Record<Exclude<keyof EnrollmentValues, 'terms'>, string>;

/** The empty first choice of the drop-downs without a default. */
export interface EnrollmentPlaceholders {
  gender: string;
  howDidYouHear: string;
}

/** The choice of one of the member's athletes at the top of the form. */
export interface AthletePickerCopy {
  someoneElse: string;
  prefilled: (name: string) => string;
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
