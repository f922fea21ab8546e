import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminEnrollmentSchema } from '../contracts/admin-enrollment';
import { enrollmentPayloadSchema, enrollmentSummarySchema } from '../contracts/enrollment';
import { newStoredEnrollment, toEnrollmentSummary } from '../enrollments/stored-enrollment';
import { exampleEnrollmentForm } from '../testing/examples';
import { toAdminEnrollment } from './admin-enrollment';

const stored = newStoredEnrollment({
  uid: 'u1',
  idempotencyKey: 'key-0123456789abcdef',
  referenceNumber: 'MTA-2026-7K3M9Q',
  payload: enrollmentPayloadSchema.parse(exampleEnrollmentForm()),
  requestFingerprint: 'f'.repeat(64),
  now: Date.parse('2026-03-04T05:06:07.089Z'),
});
const reviewedAt = Timestamp.fromMillis(Date.parse('2026-03-05T08:00:00.000Z'));
const reviewed = {
  ...stored,
  status: 'approved',
  reviewNote: 'Classes start Monday.',
  reviewedAt,
  updatedBy: 'admin-1',
  updatedAt: reviewedAt,
};

describe('toAdminEnrollment', () => {
  it('shows an undecided enrollment with an empty review', () => {
    const row = adminEnrollmentSchema.strict().parse(toAdminEnrollment('e1', stored));
    expect(row).toMatchObject({
      id: 'e1',
      uid: 'u1',
      status: 'pending',
      reviewNote: '',
      reviewedAt: null,
      updatedBy: null,
    });
    expect(row).not.toHaveProperty('idempotencyKey');
  });

  it('shows the decision, its note, when and by whom', () => {
    expect(toAdminEnrollment('e1', reviewed)).toMatchObject({
      status: 'approved',
      reviewNote: 'Classes start Monday.',
      reviewedAt: '2026-03-05T08:00:00.000Z',
      updatedBy: 'admin-1',
      updatedAt: '2026-03-05T08:00:00.000Z',
    });
  });
});

describe('the member’s summary after a decision', () => {
  it('carries the note and the review time, and never who decided', () => {
    const summary = enrollmentSummarySchema.strict().parse(toEnrollmentSummary('e1', reviewed));
    expect(summary).toMatchObject({
      status: 'approved',
      reviewNote: 'Classes start Monday.',
      reviewedAt: '2026-03-05T08:00:00.000Z',
    });
    expect(summary).not.toHaveProperty('updatedBy');
  });

  it('carries an empty note when the office wrote none', () => {
    const summary = toEnrollmentSummary('e1', { ...reviewed, reviewNote: '' });
    expect(summary.reviewNote).toBe('');
  });
});
