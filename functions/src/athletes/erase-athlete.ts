import { Timestamp } from 'firebase-admin/firestore';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import type { StoredAuditEntry } from '../admin/stored-audit-entry';
import { bracketErasure } from '../championships/draw/bracket-erasure';
import { entryRefsOfAthlete } from '../championships/member-entries';
import { certificateErasure } from '../certificates/athlete-traces';
import { readAthlete } from './athlete-repository';

// Erasing an athlete: what a guardian's withdrawal of consent, an account's erasure and the
// retention schedule all end in. One batch, so the athlete, what hangs on it and the audit entry go
// together or not at all. The membership number's reservation stays: a number is never reused.

const DEADLINE_MS = 10_000;

export type ErasureReason = 'guardian-withdrew' | 'account-erased' | 'retention';

/**
 * The audit entry of an erasure. It names the athlete's id and the reason and nothing else: no
 * name, no account, no email, so the log itself holds no personal data about the family.
 */
function erasureEntry(athleteId: string, why: ErasureReason, at: Timestamp): StoredAuditEntry {
  return {
    action: 'athlete.erase',
    actorUid: 'system',
    actorEmail: '',
    targetCollection: COLLECTION_NAMES.athletes,
    targetId: athleteId,
    statusBefore: null,
    statusAfter: why,
    at,
  };
}

/**
 * Deletes the athlete, its pending guardian invitations, the enrollments and championship entries
 * made for it, and logs the erasure. An athlete already gone is left alone (the call can be
 * repeated safely).
 */
export async function eraseAthlete(athleteId: string, why: ErasureReason): Promise<void> {
  if (!isPlausibleDocumentId(athleteId)) return;
  const athlete = await readAthlete(athleteId);
  if (!athlete) return;
  const [invites, enrollments, entries] = await Promise.all([
    withDeadline(
      collections.guardianInvites().where('athleteId', '==', athleteId).get(),
      DEADLINE_MS,
      'List invitations of athlete',
    ),
    withDeadline(
      collections.enrollments().where('athleteId', '==', athleteId).get(),
      DEADLINE_MS,
      'List enrollments of athlete',
    ),
    withDeadline(entryRefsOfAthlete(athleteId), DEADLINE_MS, 'List entries of athlete'),
  ]);
  // Its certificates stay verifiable, unlinked from the person; its rank records go.
  const eraseCertificateTraces = await certificateErasure(athleteId);
  // In drawn brackets the bouts stay, the name goes ("Name withheld").
  const withholdBracketNames = await bracketErasure(athleteId);
  const batch = collections.athletes().firestore.batch();
  batch.delete(collections.athletes().doc(athleteId));
  eraseCertificateTraces(batch, Timestamp.now());
  withholdBracketNames(batch);
  for (const invite of invites.docs) batch.delete(invite.ref);
  for (const enrollment of enrollments.docs) batch.delete(enrollment.ref);
  for (const entry of entries) batch.delete(entry);
  batch.create(collections.auditLog().doc(), erasureEntry(athleteId, why, Timestamp.now()));
  await withDeadline(batch.commit(), DEADLINE_MS, 'Erase athlete');
}

/**
 * Takes `uid` off the athlete's guardians, with the invitations it sent for it, when its account is
 * erased and another guardian remains. When `uid` is the only guardian, nobody would be left to act
 * for the athlete: it is erased instead.
 */
export async function removeGuardian(athleteId: string, uid: string): Promise<void> {
  if (!isPlausibleDocumentId(athleteId)) return;
  const athlete = await readAthlete(athleteId);
  if (!athlete?.guardianUids.includes(uid)) return;
  const remaining = athlete.guardianUids.filter((guardian) => guardian !== uid);
  if (remaining.length === 0) return eraseAthlete(athleteId, 'account-erased');
  const invites = await withDeadline(
    collections.guardianInvites().where('athleteId', '==', athleteId).get(),
    DEADLINE_MS,
    'List invitations of athlete',
  );
  const batch = collections.athletes().firestore.batch();
  batch.update(collections.athletes().doc(athleteId), {
    guardianUids: remaining,
    updatedAt: Timestamp.now(),
  });
  for (const invite of invites.docs) {
    if (invite.get('invitedByUid') === uid) batch.delete(invite.ref);
  }
  await withDeadline(batch.commit(), DEADLINE_MS, 'Remove guardian');
}
