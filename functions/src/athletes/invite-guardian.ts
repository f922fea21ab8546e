import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import type { Caller } from '../auth/caller';
import { MAX_GUARDIANS, type GuardianInvitePayload } from '../contracts/athlete';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { alreadyGuardian, athleteNotFound, guardiansFull } from './athlete-errors';
import { readProfile } from '../users/profile-repository';
import { readGuardedAthlete } from './athlete-repository';
import { invitationPageUrl, renderInviteMail } from './invite-mail';
import { inviteIdFor, newInviteToken, newStoredInvite } from './stored-guardian-invite';

const DEADLINE_MS = 5_000;

/** The guardians' email addresses in lower case, from Auth (an erased account has none). */
export async function guardianEmails(uids: readonly string[]): Promise<string[]> {
  return Promise.all(
    uids.map(async (uid) => {
      try {
        return ((await getAdminAuth().getUser(uid)).email ?? '').toLowerCase();
      } catch (error) {
        if (firebaseErrorCode(error) === 'auth/user-not-found') return '';
        throw error;
      }
    }),
  );
}

/** The name the invited person sees: the guardian's profile name, else their account's. */
export async function guardianName(uid: string): Promise<string> {
  const profile = await readProfile(uid);
  if (profile?.name) return profile.name;
  try {
    return (await getAdminAuth().getUser(uid)).displayName ?? '';
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return '';
    throw error;
  }
}

/**
 * POST /api/athletes/{id}/guardians: mails an invitation to become the athlete's second guardian.
 * An athlete has at most one pending invitation: a new one replaces the earlier (a mistyped address
 * can be corrected at once), and it only counts against the limit once accepted.
 */
export async function inviteGuardian(
  caller: Caller,
  athleteId: string,
  { email, language = 'en' }: GuardianInvitePayload,
  now = Date.now(),
): Promise<void> {
  const athlete = await readGuardedAthlete(athleteId, caller.uid);
  if (!athlete) throw athleteNotFound();
  const address = email.toLowerCase();
  const known = await guardianEmails(athlete.guardianUids);
  if (known.includes(address) || (caller.email ?? '').toLowerCase() === address) {
    throw alreadyGuardian();
  }
  if (athlete.guardianUids.length >= MAX_GUARDIANS) throw guardiansFull();

  const [pending, inviterName] = await Promise.all([
    withDeadline(
      collections.guardianInvites().where('athleteId', '==', athleteId).get(),
      DEADLINE_MS,
      'List pending invitations',
    ),
    guardianName(caller.uid),
  ]);
  const token = newInviteToken();
  const url = invitationPageUrl(token, process.env.SITE_ORIGIN, language);
  const batch = collections.athletes().firestore.batch();
  for (const earlier of pending.docs) batch.delete(earlier.ref);
  batch.create(
    collections.guardianInvites().doc(inviteIdFor(token)),
    newStoredInvite({ athleteId, email: address, invitedByUid: caller.uid }, now),
  );
  batch.create(collections.mail().doc(), {
    to: address,
    message: renderInviteMail({ inviterName, url, language }),
    createdAt: Timestamp.fromMillis(now),
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Invite guardian');
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    // Nothing delivers mail locally: show the developer the link the guardian would have received.
    logger.info(`Guardian invitation link for ${address} (emulator only): ${url}`);
  }
}
