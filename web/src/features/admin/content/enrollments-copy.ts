import type { EnrollmentStatus } from '@contracts/enrollment';
import type { EnrollmentDecision } from '@contracts/admin-enrollment';
import type { PageCopy } from '@/components/ui/page-intro';

// The enrollment review screens (/admin/enrollments). A typed object like the other admin copy, so
// a Marathi edition is a second module of the same shape.

export const enrollmentsIntro: PageCopy = {
  heading: 'Enrollments',
  intro:
    'Enrollments sent through the form, newest first. Open one to read it in full and approve or reject it; the member sees your decision and note in their profile.',
};

export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const enrollmentsCopy = {
  backToAdmin: 'Back to Admin',
  filters: {
    legend: 'Filter enrollments',
    status: 'Status',
    program: 'Program',
    search: 'Name, email or reference',
    searchButton: 'Search',
    all: 'All',
  },
  columns: {
    submitted: 'Submitted',
    reference: 'Reference',
    name: 'Student',
    program: 'Program',
    status: 'Status',
  },
  shown: (count: number, more: boolean) =>
    `${count} ${count === 1 ? 'enrollment' : 'enrollments'}${more ? ' shown, more to load' : ''}`,
  empty: 'No enrollments yet.',
  emptyFiltered: 'No enrollments match these filters.',
  clearFilters: 'Show all',
  loading: 'Loading enrollments…',
  loadFailed: 'The enrollments could not be loaded. Please try again.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'More enrollments could not be loaded. Please try again.',
  download: 'Download CSV',
  downloading: 'Preparing CSV…',
  downloadHint: 'The whole list for these filters, as a spreadsheet file.',
  downloadFailed: 'The CSV file could not be made. Please try again.',
  detail: {
    title: (name: string) => `Enrollment of ${name}`,
    sections: {
      student: 'Student',
      contact: 'Contact',
      program: 'Program',
      review: 'Review',
    },
    fields: {
      reference: 'Reference',
      submitted: 'Submitted',
      status: 'Status',
      fullName: 'Full name',
      dateOfBirth: 'Date of birth',
      gender: 'Gender',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      emergency: 'Emergency contact',
      program: 'Program',
      experience: 'Experience',
      medicalConditions: 'Medical conditions',
      howDidYouHear: 'How they heard of us',
      terms: 'Terms accepted',
      reviewedAt: 'Decided',
      reviewNote: 'Note to the member',
    },
    none: 'None given',
    yes: 'Yes',
    no: 'No (to follow up)',
    notReviewed: 'Not decided yet',
    noteLabel: 'Note to the member (optional)',
    noteHint: (max: number) =>
      `Shown in the member’s profile with the decision. Up to ${max} characters.`,
    decide: { approved: 'Approve', rejected: 'Reject' } satisfies Record<
      EnrollmentDecision,
      string
    >,
    close: 'Close',
  },
  toasts: {
    decided: (label: string) => `Enrollment ${label.toLowerCase()}`,
    failed: 'That did not work. Please try again.',
  },
} as const;
