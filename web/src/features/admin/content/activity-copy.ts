import type { AuditAction } from '@contracts/audit';
import type { PageCopy } from '@/components/ui/page-intro';

// The activity screen (/admin/activity): the audit trail of admin writes.

export const activityIntro: PageCopy = {
  heading: 'Activity',
  intro: 'Every change made in the admin area, newest first: who made it, when, and what changed.',
};

export const auditActionLabels: Record<AuditAction, string> = {
  'enrollment.approve': 'Approved an enrollment',
  'enrollment.reject': 'Rejected an enrollment',
  'contact.status': 'Changed an enquiry’s status',
  'contact.delete': 'Deleted an enquiry',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'athlete.read': 'Opened an athlete’s record',
  'athlete.search': 'Searched the athletes',
  'athlete.erase': 'An athlete’s record was erased',
  'enrollment.export': 'Downloaded the enrollments (CSV)',
  'enrollment.read-medical': 'Viewed enrollments with medical notes',
  'account.erase': 'A member erased their account',
  'grading.create': 'Created a grading',
  'grading.results': 'Recorded grading results',
  'rank.recognise': 'Recorded a recognised rank',
  'certificate.revoke': 'Revoked a certificate',
  'championship.certificates': 'Issued a division’s championship certificates',
  'user.roles': 'Changed a person’s official or coach role',
  'admin.grant': 'Made a person an admin (admin:grant)',
  'admin.revoke': 'Removed a person’s admin role (admin:revoke)',
  'championship.open': 'Opened a championship for entries',
  'entry.create': 'Entered an athlete in a championship',
  'entry.withdraw': 'Withdrew a championship entry',
  'entry.weigh-in': 'Recorded a weigh-in',
  'entry.move': 'Moved an athlete to another division after the weigh-in',
  'entry.disqualify': 'Disqualified an athlete after the weigh-in',
  'entry.export': 'Downloaded a championship’s entry list (CSV)',
  'championship.draw': 'Drew a championship’s brackets',
  'championship.redraw': 'Drew a championship’s brackets again',
  'championship.match-scored': 'Recorded the winner of a bout',
  'media.upload': 'Uploaded a photo',
  'gallery.create': 'Added a picture to the gallery',
  'gallery.update': 'Edited a gallery picture',
  'gallery.delete': 'Removed a picture from the gallery',
};

/** What the audit trail records as an event's status: still to come or over on the day. */
export const eventTimingLabels: Record<string, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
};

export const activityCopy = {
  backToAdmin: 'Back to Admin',
  columns: { when: 'When', who: 'Who', what: 'What', item: 'Item', change: 'Change' },
  change: (before: string | null, after: string | null) =>
    after === null ? `${before ?? '—'} → removed` : `${before ?? '—'} → ${after}`,
  empty: 'Nothing has been changed yet.',
  loading: 'Loading activity…',
  loadFailed: 'The activity could not be loaded. Please try again.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'More activity could not be loaded. Please try again.',
  unknownActor: 'Unknown account',
} as const;
