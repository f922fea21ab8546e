import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  enrollmentDetailSchema,
  enrollmentPayloadSchema,
  enrollmentSummarySchema,
} from '../contracts/enrollment';
import {
  enrollmentFields,
  newStoredEnrollment,
  storedEnrollmentSchema,
  toEnrollmentDetail,
  toEnrollmentSummary,
} from './stored-enrollment';
import { exampleEnrollmentForm } from '../testing/examples';

const payload = enrollmentPayloadSchema.parse(exampleEnrollmentForm());
const NOW = Date.parse('2026-03-04T05:06:07.089Z');
const stored = newStoredEnrollment({
  uid: 'u1',
  idempotencyKey: 'key-0123456789abcdef',
  referenceNumber: 'MTA-2026-7K3M9Q',
  payload,
  requestFingerprint: 'f'.repeat(64),
  now: NOW,
});

describe('enrollmentFields', () => {
  it('stores an absent medical note as "" and starts every enrollment pending', () => {
    expect(enrollmentFields(payload)).toMatchObject({ medicalConditions: '', status: 'pending' });
    expect(enrollmentFields({ ...payload, medicalConditions: 'Asthma' }).medicalConditions).toBe(
      'Asthma',
    );
  });

  it('stores terms as termsAccepted, absent or false counting as not accepted', () => {
    expect(enrollmentFields(payload)).not.toHaveProperty('terms');
    expect(enrollmentFields(payload).termsAccepted).toBe(true);
    expect(enrollmentFields({ ...payload, terms: false }).termsAccepted).toBe(false);
    expect(enrollmentFields({ ...payload, terms: undefined }).termsAccepted).toBe(false);
  });
});

describe('newStoredEnrollment', () => {
  it('writes every field of the stored schema, the three times being the submission', () => {
    expect(storedEnrollmentSchema.strict().parse(stored)).toEqual(stored);
    const at = Timestamp.fromMillis(NOW);
    expect(stored).toMatchObject({
      uid: 'u1',
      referenceNumber: 'MTA-2026-7K3M9Q',
      termsAccepted: true,
      termsAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
      status: 'pending',
    });
  });

  it('records no acceptance time when the terms were not accepted', () => {
    const withoutTerms = newStoredEnrollment({
      uid: 'u1',
      idempotencyKey: 'key-0123456789abcdef',
      referenceNumber: 'MTA-2026-7K3M9Q',
      payload: { ...payload, terms: undefined },
      requestFingerprint: 'f'.repeat(64),
      now: NOW,
    });
    expect(storedEnrollmentSchema.strict().parse(withoutTerms)).toEqual(withoutTerms);
    expect(withoutTerms).toMatchObject({ termsAccepted: false, termsAcceptedAt: null });
    expect(toEnrollmentDetail('abc', withoutTerms)).toMatchObject({
      termsAccepted: false,
      termsAcceptedAt: null,
    });
  });
});

describe('storedEnrollmentSchema', () => {
  it('reads an enrollment stored before termsAccepted existed as accepted (it was required)', () => {
    const older: Record<string, unknown> = { ...stored };
    delete older.termsAccepted;
    expect(storedEnrollmentSchema.parse(older).termsAccepted).toBe(true);
  });
});

describe('API shapes', () => {
  it('summarises with ISO times and the id twice', () => {
    const summary = toEnrollmentSummary('abc', stored);
    expect(enrollmentSummarySchema.strict().parse(summary)).toEqual({
      _id: 'abc',
      id: 'abc',
      referenceNumber: 'MTA-2026-7K3M9Q',
      program: 'teens',
      status: 'pending',
      createdAt: '2026-03-04T05:06:07.089Z',
    });
  });

  it('shows the owner everything but the uid and the idempotency key', () => {
    const detail = toEnrollmentDetail('abc', stored);
    expect(enrollmentDetailSchema.strict().parse(detail)).toEqual(detail);
    expect(detail).not.toHaveProperty('uid');
    expect(detail).not.toHaveProperty('idempotencyKey');
    expect(detail).toMatchObject({
      fullName: 'Asha Patil',
      medicalConditions: '',
      termsAccepted: true,
      termsAcceptedAt: '2026-03-04T05:06:07.089Z',
      updatedAt: '2026-03-04T05:06:07.089Z',
    });
  });

  it('passes an unknown status set in the console through (the screen shows it as pending)', () => {
    expect(toEnrollmentSummary('abc', { ...stored, status: 'waitlisted' }).status).toBe(
      'waitlisted',
    );
  });
});
