import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { isoDateSchema } from './formats';
import { certificateMessages } from './messages/certificate-messages';
import { rankSchema } from './ranks';

// What the association certifies about an athlete: a rank, a championship medal, or membership.
// Every certificate has a number anyone may look up and a signed token (certificate-token.ts) that
// anyone may check, online or offline, against the association's published public keys.

export { certificateMessages };
const m = certificateMessages;

/** MTA-C-<year of issue>-<6 digits>, e.g. MTA-C-2026-000123. */
export const certificateNumberPattern = /^MTA-C-\d{4}-\d{6}$/;
export const certificateNumberSchema = z
  .string({ error: m.numberInvalid })
  .trim()
  .toUpperCase()
  .regex(certificateNumberPattern, { error: m.numberInvalid });
export type CertificateNumber = string;

export const certificateKinds = ['rank', 'championship', 'membership'] as const;
export const certificateKindSchema = z.enum(certificateKinds);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

/**
 * `valid`; `revoked` by the office (with a reason); `superseded` when a later rank certificate of
 * the same athlete replaced it (or a newer membership certificate, after a change of name).
 */
export const certificateStatuses = ['valid', 'revoked', 'superseded'] as const;
export const certificateStatusSchema = z.enum(certificateStatuses);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/** What an erased athlete's certificates show instead of the name (they stay verifiable). */
export const NAME_WITHHELD = 'Name withheld';

/** GET /api/certificates/{number}: what anyone may see, without signing in. */
export const publicCertificateSchema = z.object({
  number: z.string().regex(certificateNumberPattern),
  kind: certificateKindSchema,
  holderName: z.string(),
  /** kind `rank`: the rank awarded. */
  rank: rankSchema.optional(),
  /** kind `championship`: e.g. "Gold, Junior Male −55 kg". */
  result: z.string().optional(),
  /** kind `championship`: the championship's title. */
  eventTitle: z.string().optional(),
  /** kind `membership`: the athlete's membership number (MTA-<year>-<5 digits>). */
  membershipNumber: z.string().optional(),
  /** YYYY-MM-DD, the day of issue (Asia/Kolkata). */
  issuedOn: isoDateSchema,
  status: certificateStatusSchema,
  /** YYYY-MM-DD the status became revoked or superseded; absent while valid. */
  statusChangedOn: isoDateSchema.optional(),
  /** The office's reason when revoked. */
  revokedReason: z.string().optional(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
export const publicCertificateResponseSchema = apiItemResponseSchema(publicCertificateSchema);

/** GET /api/certificates: the caller's athletes' certificates, each with its signed token. */
export const memberCertificateSchema = publicCertificateSchema.extend({
  athleteId: z.string(),
  /** The compact JWS to put in the QR code (certificate-token.ts). */
  token: z.string(),
});
export type MemberCertificate = z.infer<typeof memberCertificateSchema>;
export const memberCertificateListResponseSchema = apiListResponseSchema(memberCertificateSchema);
export const memberCertificateResponseSchema = apiItemResponseSchema(memberCertificateSchema);

/** The longest token the server or the browser will even try to read (real ones are ~300). */
export const MAX_TOKEN_LENGTH = 2_000;

/** POST /api/certificates/verify. Any string is taken: a bad one is "not valid", never an error. */
export const certificateVerifyPayloadSchema = z.strictObject({
  token: z
    .string({ error: m.tokenRequired })
    .trim()
    .min(1, { error: m.tokenRequired })
    .max(100_000, { error: m.tooLong }),
});
export type CertificateVerifyPayload = z.infer<typeof certificateVerifyPayloadSchema>;

/**
 * Why a token is not valid. The first five are about the token itself (the browser finds those
 * offline too); the rest need the register.
 */
export const verifyReasons = [
  'malformed',
  'too-long',
  'wrong-algorithm',
  'unknown-key',
  'bad-signature',
  'unknown-certificate',
  'mismatch',
  'revoked',
  'superseded',
] as const;
export const verifyReasonSchema = z.enum(verifyReasons);
export type VerifyReason = z.infer<typeof verifyReasonSchema>;

/**
 * The answer to a verification: `valid` only for a good signature by a published key AND a
 * certificate whose status is valid. `certificate` is the register's record when the signature is
 * good and the number is known (so a revoked one can say since when and why).
 */
export const certificateVerifyAnswerSchema = z.object({
  valid: z.boolean(),
  number: z.string().optional(),
  status: certificateStatusSchema.optional(),
  reason: verifyReasonSchema.optional(),
  certificate: publicCertificateSchema.optional(),
});
export type CertificateVerifyAnswer = z.infer<typeof certificateVerifyAnswerSchema>;
export const certificateVerifyResponseSchema = apiItemResponseSchema(certificateVerifyAnswerSchema);

/** POST /api/admin/certificates/{number}/revoke */
export const certificateRevokePayloadSchema = z.strictObject({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(3, { error: m.reasonRequired })
    .max(500, { error: m.tooLong }),
});
export type CertificateRevokePayload = z.infer<typeof certificateRevokePayloadSchema>;
