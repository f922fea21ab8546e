// How long the association keeps each kind of record, stated once: the daily retention job
// (functions/src/privacy/run-retention.ts) erases what is past its period, and the privacy notice
// prints these same periods and reasons. Change a period here and both follow.

/** A period counted in whole calendar months or in days from the record's starting point. */
export type RetentionPeriod =
  { months: number; days?: undefined } | { days: number; months?: undefined };

export interface RetentionRule {
  /** What is kept, in the member's words (the notice's row header). */
  what: string;
  period: RetentionPeriod;
  /** From when the period runs, in the member's words. */
  from: string;
  /** Why this long and no longer. */
  reason: string;
}

export const RETENTION = {
  outgoingMail: {
    what: 'Emails we send you (copies of password-reset and invitation emails)',
    period: { days: 30 },
    from: 'the day the email was sent',
    reason:
      'Long enough to look into a mail that did not arrive; the email itself is in your inbox. A reset link in it expires within the hour anyway.',
  },
  enquiries: {
    what: 'Enquiries sent through the contact page',
    period: { months: 24 },
    from: 'the day the enquiry was sent',
    reason:
      'Most questions about classes and events come back within a season or two; after two years an old enquiry helps nobody.',
  },
  rejectedEnrollments: {
    what: 'Enrollments the office did not accept',
    period: { months: 12 },
    from: 'the office’s decision',
    reason:
      'Long enough to answer a question about the decision or to enroll again for the next term.',
  },
  enrollments: {
    what: 'Other enrollments (accepted, or never decided)',
    period: { months: 36 },
    from: 'the last change to the enrollment (the office’s decision, or the day it was sent)',
    reason:
      'Training, gradings and belts build on one another over years: a student returning after a break is placed by this record.',
  },
  guardianInvites: {
    what: 'Invitations to a second guardian that were never accepted',
    period: { days: 30 },
    from: 'the day the invitation expired',
    reason:
      'An expired invitation can no longer be used; it is kept a little while only so the inviting guardian can see that it lapsed.',
  },
  idempotencyKeys: {
    what: 'Saved answers to requests an app may send twice (so a resent form does not make a second record)',
    period: { days: 1 },
    from: 'the request',
    reason:
      'An app resends a request within seconds of a dropped connection; after a day the copy serves nothing.',
  },
  auditLog: {
    what: 'The office’s activity log (who in the office changed what, and when)',
    period: { months: 36 },
    from: 'the day of the change',
    reason:
      'To answer a member’s or an authority’s question about a decision the office made; three years covers a member’s typical time with the association.',
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionRuleId = keyof typeof RETENTION;

/** The order the notice lists the periods in. */
export const retentionRuleIds = Object.keys(RETENTION) as RetentionRuleId[];

/** The last instant a record that started at `start` is still kept: records started before `now`
 * minus the period are past it. Months count calendar months (UTC), as a person would. */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const cutoff = new Date(now.getTime());
  if (period.months !== undefined) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  else cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  return cutoff;
}
