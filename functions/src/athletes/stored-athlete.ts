import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  athleteGenderSchema,
  athleteRelationshipSchema,
  consentMethods,
  MAX_GUARDIANS,
  type Athlete,
} from '../contracts/athlete';
import { clubIdSchema } from '../contracts/clubs';
import { rankSchema } from '../contracts/ranks';

/** The consent on record for a minor, as stored (acceptedAt a Timestamp). */
export const storedConsentSchema = z.object({
  noticeVersion: z.string(),
  acceptedAt: z.instanceof(Timestamp),
  method: z.enum(consentMethods),
  byUid: z.string(),
});
export type StoredConsent = z.infer<typeof storedConsentSchema>;

/**
 * `athletes/{id}` as stored. Only the server writes these, always whole, so reads are strict: a
 * document edited by hand into something else is skipped and logged, never served. Guardians are
 * found with `guardianUids` array-contains (no nested field is ever queried: the local emulator
 * cannot query dotted paths).
 */
export const storedAthleteSchema = z.object({
  membershipNumber: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: athleteGenderSchema,
  clubId: clubIdSchema,
  relationship: athleteRelationshipSchema,
  currentRank: rankSchema,
  consent: storedConsentSchema.nullable(),
  guardianUids: z.array(z.string()).min(1).max(MAX_GUARDIANS),
  createdByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
});
export type StoredAthlete = z.infer<typeof storedAthleteSchema>;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/** Who is looking: a club's coach sees the record without whose account consented. */
export type AthleteViewer = 'guardian' | 'admin' | 'coach';

/** The API's Athlete. The guardians' uids stay on the server: the answer only counts them. */
export function toApiAthlete(
  id: string,
  stored: StoredAthlete,
  viewer: AthleteViewer = 'guardian',
): Athlete {
  const consent = stored.consent && {
    noticeVersion: stored.consent.noticeVersion,
    acceptedAt: iso(stored.consent.acceptedAt),
    method: stored.consent.method,
    ...(viewer === 'coach' ? {} : { byUid: stored.consent.byUid }),
  };
  return {
    id,
    membershipNumber: stored.membershipNumber,
    fullName: stored.fullName,
    dateOfBirth: stored.dateOfBirth,
    gender: stored.gender,
    clubId: stored.clubId,
    relationship: stored.relationship,
    currentRank: stored.currentRank,
    consent,
    guardianCount: stored.guardianUids.length,
    createdAt: iso(stored.createdAt),
    updatedAt: iso(stored.updatedAt),
  };
}
