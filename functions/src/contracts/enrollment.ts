import { z } from 'zod';
import { cleanText, personName } from './person-name';
import { apiListResponseSchema, apiMessageItemResponseSchema } from './api-envelope';
import { experienceSchema, genderSchema, howDidYouHearSchema, programSchema } from './enums';
import { dateOfBirthField } from './date-of-birth';
import { athleteMessages } from './messages/athlete-messages';
import { indianPhone } from './indian-phone';
import { enrollmentMessages } from './messages/enrollment-messages';

// The POST /api/enrollments payload and, derived from it, our enrollment form,
// which also requires the terms box. The server re-parses every request with the payload schema.

export { enrollmentMessages };
export { ageOn } from './date-of-birth';
const m = enrollmentMessages;

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: required })
    .max(max, { error: m.tooLong });

/**
 * One of a closed set, or '' (the form's empty placeholder choice). Missing, unknown and empty values
 * all get the field's own message rather than zod's generic "Invalid input".
 */
const choice = <T extends z.ZodEnum>(values: T, required: string) =>
  z
    .union([values, z.literal('')], { error: required })
    .refine((value) => value !== '', { error: required });

const dateOfBirth = dateOfBirthField({
  required: m.dateOfBirthRequired,
  invalid: m.dateOfBirthInvalid,
  future: m.dateOfBirthFuture,
  tooOld: m.dateOfBirthTooOld,
});

export const enrollmentPayloadSchema = z.strictObject({
  fullName: personName(m.fullNameRequired, m.tooLong),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  phone: indianPhone(m.phoneRequired, m.phoneInvalid),
  dateOfBirth,
  gender: choice(genderSchema, m.genderRequired),
  address: text(m.addressRequired, 300),
  city: text(m.cityRequired, 100),
  state: z.literal('Maharashtra', { error: m.stateInvalid }),
  pincode: z
    .string({ error: m.pincodeRequired })
    .trim()
    .min(1, { error: m.pincodeRequired })
    .regex(/^[1-9]\d{5}$/, { error: m.pincodeInvalid }),
  emergencyContact: text(m.emergencyContactRequired, 100),
  emergencyPhone: indianPhone(m.emergencyPhoneRequired, m.phoneInvalid),
  program: choice(programSchema, m.programRequired),
  experience: choice(experienceSchema, m.experienceRequired),
  medicalConditions: z.string().trim().max(1000, { error: m.tooLong }).optional(),
  howDidYouHear: choice(howDidYouHearSchema, m.howDidYouHearRequired),
  // REST contract clients send no terms field: the enrollment is then stored as not accepted, for
  // the office to follow up (README, REST contract).
  terms: z.boolean({ error: m.termsInvalid }).optional(),
  // The athlete the enrollment is for, one the member guards; without it the enrollment is the
  // member's own, as before athletes existed.
  athleteId: z
    .string({ error: athleteMessages.athleteNotFound })
    .min(1, { error: athleteMessages.athleteNotFound })
    .max(128, { error: athleteMessages.athleteNotFound })
    .optional(),
});
export type EnrollmentPayload = z.infer<typeof enrollmentPayloadSchema>;

/** Our enrollment form: the same fields, and the terms box must be ticked. */
export const enrollmentFormSchema = enrollmentPayloadSchema.extend({
  terms: z.literal(true, { error: m.termsRequired }),
});

/** What the form starts with; gender and how-did-you-hear start empty. */
export const enrollmentDefaults = {
  state: 'Maharashtra',
  program: 'beginners',
  experience: 'none',
} as const;

/**
 * Client-made, once per submission; retries reuse it so they never create a second enrollment.
 * Optional on POST /api/enrollments (the server then derives one), required by the callable.
 */
export const idempotencyKeySchema = z
  .string({ error: m.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: m.idempotencyKeyInvalid });

export const enrollmentStatuses = ['pending', 'approved', 'rejected'] as const;

export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

export const enrollmentSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  referenceNumber: z.string(),
  program: z.string(),
  status: z.string(),
  createdAt: z.string(),
  // Present once the office has decided (PUT /api/admin/enrollments/:id): the member reads the
  // office's note ('' when none was written) beside the new status in /profile.
  reviewNote: z.string().optional(),
  reviewedAt: z.string().optional(),
});
export type EnrollmentSummary = z.infer<typeof enrollmentSummarySchema>;

/** GET /api/enrollments/:id: everything the member sent, plus what the server added (ISO times). */
export const enrollmentDetailSchema = enrollmentSummarySchema.extend({
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
  experience: z.string(),
  medicalConditions: z.string(),
  howDidYouHear: z.string(),
  termsAccepted: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The athlete the enrollment was made for; absent (or null) for the member's own. */
  athleteId: z.string().nullable().optional(),
});
export type EnrollmentDetail = z.infer<typeof enrollmentDetailSchema>;

/** POST /api/enrollments answer (success, message, data.referenceNumber). */
export const enrollmentCreatedResponseSchema =
  apiMessageItemResponseSchema(enrollmentSummarySchema);
export type EnrollmentCreatedResponse = z.infer<typeof enrollmentCreatedResponseSchema>;

/** GET /api/enrollments answer (success, data, message). */
export const enrollmentListResponseSchema = apiListResponseSchema(enrollmentSummarySchema).extend({
  message: z.string(),
});
export type EnrollmentListResponse = z.infer<typeof enrollmentListResponseSchema>;

/** MTA-2026-7K3M9Q: year, then six characters that cannot be misread over the phone. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const referenceNumberPattern = /^MTA-\d{4}-[2-9A-HJ-NP-Z]{6}$/;
