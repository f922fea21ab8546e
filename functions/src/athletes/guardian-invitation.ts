import { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../auth/caller';
import { MAX_GUARDIANS, type Athlete, type GuardianInvitation } from '../contracts/athlete';
import { todayInKolkata } from '../contracts/calendar-days';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isNotFound } from '../db/firestore-errors';
import { readAthlete } from './athlete-repository';
import { isVerifiableAdult } from './consent-rule';
import { readAccountFacts, type AccountFacts } from './guardian-facts';
import {
  alreadyGuardian,
  guardianNotVerified,
  guardiansFull,
  invalidInvitation,
  wrongInvitationAccount,
} from './athlete-errors';
import { guardianName } from './invite-guardian';
import { toApiAthlete, type StoredAthlete } from './stored-athlete';
import {
  inviteIdFor,
  isInviteExpired,
  isInviteTokenShape,
  type StoredGuardianInvite,
} from './stored-guardian-invite';

const DEADLINE_MS = 5_000;

interface OpenInvitation {
  inviteId: string;
  invite: StoredGuardianInvite;
  athlete: StoredAthlete;
  facts: AccountFacts;
}

/**
 * The invitation behind `token`, for the signed-in account it was sent to. Unknown, expired or
 * for an athlete since erased: 404. Another account, or this one before its email is verified: 403.
 */
async function openInvitation(token: string, caller: Caller, now: number): Promise<OpenInvitation> {
  if (!isInviteTokenShape(token)) throw invalidInvitation();
  const inviteId = inviteIdFor(token);
  const snapshot = await withDeadline(
    collections.guardianInvites().doc(inviteId).get(),
    DEADLINE_MS,
    'Read invitation',
  );
  const invite = snapshot.exists ? snapshot.data() : undefined;
  if (!invite || isInviteExpired(invite, now)) throw invalidInvitation();
  const facts = await readAccountFacts(caller.uid);
  if (!facts.emailVerified || facts.email !== invite.email) {
    throw wrongInvitationAccount();
  }
  const athlete = await readAthlete(invite.athleteId);
  if (!athlete) throw invalidInvitation();
  return { inviteId, invite, athlete, facts };
}

/** GET /api/guardian-invitations/{token}: whom the invitation is about, and who sent it. */
export async function viewInvitation(
  token: string,
  caller: Caller,
  now = Date.now(),
): Promise<GuardianInvitation> {
  const { invite, athlete } = await openInvitation(token, caller, now);
  return { athleteName: athlete.fullName, invitedByName: await guardianName(invite.invitedByUid) };
}

/**
 * POST /api/guardian-invitations/{token}/accept: the caller becomes a guardian. Consenting for a
 * child is part of guarding one, so the acceptor must be a verifiable adult like the first
 * guardian. The invitation is used up in the same batch (deleted only if still there, so two
 * acceptances of one invitation cannot both succeed).
 */
export async function acceptInvitation(
  token: string,
  caller: Caller,
  now = Date.now(),
): Promise<Athlete> {
  const { inviteId, invite, athlete, facts } = await openInvitation(token, caller, now);
  if (athlete.guardianUids.includes(caller.uid)) throw alreadyGuardian();
  if (!isVerifiableAdult(facts, todayInKolkata(new Date(now)))) throw guardianNotVerified();
  if (athlete.guardianUids.length >= MAX_GUARDIANS) throw guardiansFull();

  const athleteRef = collections.athletes().doc(invite.athleteId);
  const batch = collections.athletes().firestore.batch();
  batch.delete(collections.guardianInvites().doc(inviteId), { exists: true });
  batch.update(athleteRef, {
    guardianUids: [...athlete.guardianUids, caller.uid],
    updatedAt: Timestamp.fromMillis(now),
  });
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, 'Accept invitation');
  } catch (error) {
    if (isNotFound(error)) throw invalidInvitation();
    throw error;
  }
  // Without transactions a simultaneous change (another guardian joining through an invitation
  // sent at the same moment) could have overwritten ours: answer what is really stored.
  const stored = await readAthlete(invite.athleteId);
  if (!stored) throw invalidInvitation();
  if (!stored.guardianUids.includes(caller.uid)) throw guardiansFull();
  return toApiAthlete(invite.athleteId, stored);
}
