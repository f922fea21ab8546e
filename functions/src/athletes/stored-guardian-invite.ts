import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `guardianInvites/{sha256 hex of the token}`: an invitation to become an athlete's second
 * guardian. The token itself is only in the mailed link; the database holds its hash, so a copy of
 * the database cannot be used to accept anyone's invitation.
 */
export const storedGuardianInviteSchema = z.object({
  athleteId: z.string(),
  /** Lower-case, compared with the accepting account's verified email. */
  email: z.string(),
  invitedByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
  expiresAt: z.instanceof(Timestamp),
});
export type StoredGuardianInvite = z.infer<typeof storedGuardianInviteSchema>;

/** How long an invitation link works. */
export const INVITE_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters that travel in a URL unescaped. */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only our own token shape is looked up; anything else is an invalid invitation without a read. */
export const isInviteTokenShape = (token: string): boolean => TOKEN_PATTERN.test(token);

/** The invitation's document id. */
export const inviteIdFor = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export function newStoredInvite(
  fields: Pick<StoredGuardianInvite, 'athleteId' | 'email' | 'invitedByUid'>,
  now: number,
): StoredGuardianInvite {
  return {
    athleteId: fields.athleteId,
    email: fields.email.toLowerCase(),
    invitedByUid: fields.invitedByUid,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + INVITE_VALIDITY_MS),
  };
}

export const isInviteExpired = (invite: StoredGuardianInvite, now: number): boolean =>
  invite.expiresAt.toMillis() <= now;
