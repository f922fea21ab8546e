import { z } from 'zod';
import { personName } from './person-name';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { clubIdSchema } from './clubs';
import { dateOfBirthField } from './date-of-birth';
import { athleteMessages } from './messages/athlete-messages';
import { rankSchema } from './ranks';
import { siteLanguageSchema } from './site-language';

// Athletes and their guardians: the association's records of the people who train, grade and
// compete, mostly children. An athlete is not an account: one or two accounts guard it (docs/
// data-model.md). One schema per payload, used by the forms and re-parsed by the server.

export { athleteMessages };
const m = athleteMessages;

/** Competition divisions are by sex, so an athlete record takes one of the two. */
export const athleteGenders = ['male', 'female'] as const;
export const athleteGenderSchema = z.enum(athleteGenders, { error: m.genderRequired });
export type AthleteGender = z.infer<typeof athleteGenderSchema>;

/** Who the athlete is to the account that created the record. */
export const athleteRelationships = ['self', 'child', 'ward'] as const;
export const athleteRelationshipSchema = z.enum(athleteRelationships, {
  error: m.relationshipRequired,
});
export type AthleteRelationship = z.infer<typeof athleteRelationshipSchema>;

/** At most this many accounts guard one athlete. */
export const MAX_GUARDIANS = 2;

const fullName = personName(m.fullNameRequired, m.tooLong);

export const athleteDateOfBirthSchema = dateOfBirthField({
  required: m.dateOfBirthRequired,
  invalid: m.dateOfBirthInvalid,
  future: m.dateOfBirthFuture,
  tooOld: m.dateOfBirthTooOld,
});

/** What the guardian ticks after reading the notice: the version they read travels with it. */
export const consentInputSchema = z.strictObject(
  {
    accepted: z.literal(true, { error: m.consentRequired }),
    noticeVersion: z.string({ error: m.consentRequired }).min(1, { error: m.consentRequired }),
  },
  { error: m.consentRequired },
);
export type ConsentInput = z.infer<typeof consentInputSchema>;

/** POST /api/athletes */
export const athleteCreatePayloadSchema = z.strictObject({
  fullName,
  dateOfBirth: athleteDateOfBirthSchema,
  gender: athleteGenderSchema,
  clubId: clubIdSchema,
  relationship: athleteRelationshipSchema,
  consent: consentInputSchema.optional(),
});
export type AthleteCreatePayload = z.infer<typeof athleteCreatePayloadSchema>;

/** PUT /api/athletes/{id}: only the name and the club change; the rest is the office's. */
export const athleteUpdatePayloadSchema = z
  .strictObject({ fullName: fullName.optional(), clubId: clubIdSchema.optional() })
  .refine((value) => value.fullName !== undefined || value.clubId !== undefined, {
    error: m.nothingToChange,
  });
export type AthleteUpdatePayload = z.infer<typeof athleteUpdatePayloadSchema>;

/** POST /api/athletes/{id}/guardians */
export const guardianInvitePayloadSchema = z.strictObject({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  /** The edition the request came from: the mail and its link are in that language. */
  language: siteLanguageSchema.optional(),
});
export type GuardianInvitePayload = z.infer<typeof guardianInvitePayloadSchema>;

/** How a consent was verified, as the record keeps it (see docs/decisions.md). */
export const consentMethods = ['verified-email-and-adult-date-of-birth'] as const;

/** The consent on record for a minor: what was read, when, how verified, by whom. */
export const consentRecordSchema = z.object({
  noticeVersion: z.string(),
  acceptedAt: z.string(),
  method: z.enum(consentMethods),
  /** Who consented; left out of the answer a club's coach gets (they need not know the account). */
  byUid: z.string().optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const membershipNumberPattern = /^MTA-\d{4}-\d{5}$/;

/** An athlete as the API answers (times as ISO strings). */
export const athleteSchema = z.object({
  id: z.string(),
  membershipNumber: z.string().regex(membershipNumberPattern),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: athleteGenderSchema,
  clubId: clubIdSchema,
  relationship: athleteRelationshipSchema,
  currentRank: rankSchema,
  consent: consentRecordSchema.nullable(),
  /** How many accounts guard the athlete (1 or 2). */
  guardianCount: z.number().int().min(0).max(MAX_GUARDIANS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Athlete = z.infer<typeof athleteSchema>;

export const athleteResponseSchema = apiItemResponseSchema(athleteSchema);
export const athleteListResponseSchema = apiListResponseSchema(athleteSchema);

/** GET /api/consent-notice[?lang=mr] */
export const consentNoticeSchema = z.object({
  version: z.string(),
  language: siteLanguageSchema,
  text: z.string(),
});
export type ConsentNotice = z.infer<typeof consentNoticeSchema>;
export const consentNoticeResponseSchema = apiItemResponseSchema(consentNoticeSchema);

/** GET /api/guardian-invitations/{token}: what the invited person sees before accepting. */
export const guardianInvitationSchema = z.object({
  athleteName: z.string(),
  invitedByName: z.string(),
});
export type GuardianInvitation = z.infer<typeof guardianInvitationSchema>;

/** GET /api/consent-notice?lang=mr: the notice in one of the site's languages (English by default). */
export const consentNoticeQuerySchema = z.object({
  lang: siteLanguageSchema.optional(),
});
