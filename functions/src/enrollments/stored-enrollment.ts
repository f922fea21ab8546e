import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type {
  EnrollmentDetail,
  EnrollmentPayload,
  EnrollmentSummary,
} from '../contracts/enrollment';

/**
 * `enrollments/{id}` as stored. Only the server writes these, always with every field, so reads are
 * strict. Closed sets are read as plain strings: an admin may set a status in the console that this
 * code does not know (the member sees anything but approved/rejected as pending), and a value
 * retired from a form must not make old enrollments vanish from a member's list.
 */
export const storedEnrollmentSchema = z.object({
  uid: z.string(),
  referenceNumber: z.string(),
  idempotencyKey: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  gender: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  program: z.string(),
  experience: z.string(),
  medicalConditions: z.string(),
  howDidYouHear: z.string(),
  // Written since clients may enroll without the terms box (README, REST contract). Enrollments
  // stored before then all had it ticked: it was required.
  termsAccepted: z.boolean().default(true),
  termsAcceptedAt: z.instanceof(Timestamp).nullable(),
  status: z.string(),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
  /** requestFingerprint() of the creating request; absent on enrollments stored before it. */
  requestFingerprint: z.string().optional(),
  // Written by the office's decision (PUT /api/admin/enrollments/:id), absent before it.
  reviewNote: z.string().optional(),
  reviewedAt: z.instanceof(Timestamp).optional(),
  /** uid of the admin who made the last change. */
  updatedBy: z.string().optional(),
  /** The athlete the enrollment is for (one the member guards); absent for the member's own. */
  athleteId: z.string().optional(),
});
export type StoredEnrollment = z.infer<typeof storedEnrollmentSchema>;

/** What the member's payload contributes to the stored document. */
export type EnrollmentFields = Omit<
  StoredEnrollment,
  | 'uid'
  | 'referenceNumber'
  | 'idempotencyKey'
  | 'termsAcceptedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'requestFingerprint'
  | 'reviewNote'
  | 'reviewedAt'
  | 'updatedBy'
>;

/**
 * The parsed payload as it is stored: `terms` becomes a flag (absent counts as not accepted, its
 * time is added on creation), absent text becomes ''.
 */
export function enrollmentFields(payload: EnrollmentPayload): EnrollmentFields {
  return {
    fullName: payload.fullName,
    email: payload.email,
    phone: payload.phone,
    dateOfBirth: payload.dateOfBirth,
    gender: payload.gender,
    address: payload.address,
    city: payload.city,
    state: payload.state,
    pincode: payload.pincode,
    emergencyContact: payload.emergencyContact,
    emergencyPhone: payload.emergencyPhone,
    program: payload.program,
    experience: payload.experience,
    medicalConditions: payload.medicalConditions ?? '',
    howDidYouHear: payload.howDidYouHear,
    termsAccepted: payload.terms === true,
    status: 'pending',
    // Only when sent, so the stored fields (and the fingerprint of a payload without it) stay as
    // they were before athletes existed.
    ...(payload.athleteId !== undefined && { athleteId: payload.athleteId }),
  };
}

export interface NewEnrollmentParts {
  uid: string;
  idempotencyKey: string;
  referenceNumber: string;
  payload: EnrollmentPayload;
  /** requestFingerprint(payload), stored so a replay with another payload can be refused. */
  requestFingerprint: string;
  /** Epoch ms of the submission: creation, terms acceptance (if any) and last update at once. */
  now: number;
}

/**
 * The complete new document: every field written, nothing left for a later merge
 * (docs/data-model.md).
 */
export function newStoredEnrollment(parts: NewEnrollmentParts): StoredEnrollment {
  const at = Timestamp.fromMillis(parts.now);
  const fields = enrollmentFields(parts.payload);
  return {
    uid: parts.uid,
    referenceNumber: parts.referenceNumber,
    idempotencyKey: parts.idempotencyKey,
    ...fields,
    termsAcceptedAt: fields.termsAccepted ? at : null,
    createdAt: at,
    updatedAt: at,
    requestFingerprint: parts.requestFingerprint,
  };
}

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/** A row of the member's enrollment list (on /profile: reference, program, status, date). */
export function toEnrollmentSummary(id: string, stored: StoredEnrollment): EnrollmentSummary {
  return {
    _id: id,
    id,
    referenceNumber: stored.referenceNumber,
    program: stored.program,
    status: stored.status,
    createdAt: iso(stored.createdAt),
    ...(stored.reviewedAt && {
      reviewNote: stored.reviewNote ?? '',
      reviewedAt: iso(stored.reviewedAt),
    }),
  };
}

/** One enrollment in full for its owner; the uid and idempotency key are ours, not theirs. */
export function toEnrollmentDetail(id: string, stored: StoredEnrollment): EnrollmentDetail {
  return {
    ...toEnrollmentSummary(id, stored),
    fullName: stored.fullName,
    email: stored.email,
    phone: stored.phone,
    dateOfBirth: stored.dateOfBirth,
    gender: stored.gender,
    address: stored.address,
    city: stored.city,
    state: stored.state,
    pincode: stored.pincode,
    emergencyContact: stored.emergencyContact,
    emergencyPhone: stored.emergencyPhone,
    experience: stored.experience,
    medicalConditions: stored.medicalConditions,
    howDidYouHear: stored.howDidYouHear,
    termsAccepted: stored.termsAccepted,
    termsAcceptedAt: stored.termsAcceptedAt && iso(stored.termsAcceptedAt),
    updatedAt: iso(stored.updatedAt),
    ...(stored.athleteId !== undefined && { athleteId: stored.athleteId }),
  };
}
