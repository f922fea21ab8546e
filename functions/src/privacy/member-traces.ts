import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTION_NAMES } from '../db/collections';
import { getDb } from '../db/firestore';
import { throttleKey } from '../limits/client-address';
import { resetMailKey } from '../auth/password-reset/reset-rate-limit';
import { entriesMadeBy } from '../championships/member-entries';
import { deletes, documentsOfAll, rawCollection, rawDocuments, type Write } from './raw-documents';

// What an account's erasure writes, besides the athletes (erase-athlete.ts does those): every
// document that holds the member's uid, email or name is deleted, or, where the record itself must
// stay (the office's activity log, a reference number, a surviving athlete's consent), loses them.

/** What replaces the member's uid, email or name in a record that stays. */
export const ERASED_ACCOUNT = 'erased account';

export interface ErasedMember {
  uid: string;
  /** Lower case, as Auth holds it; '' when the account had none. */
  email: string;
  /** The profile's name, to find mails sent on the member's behalf (an invitation names them). */
  name: string;
}

const byField = (collection: string, field: string, value: string) =>
  rawCollection(collection).where(field, '==', value);

/** Mail to the member, and copies of mails that name them (a guardian invitation they sent). */
async function mailOf(member: ErasedMember): Promise<QueryDocumentSnapshot[]> {
  // The collection holds 30 days of mail at most (retention), so reading it whole is cheap.
  const all = await rawDocuments(rawCollection(COLLECTION_NAMES.mail));
  const needles = [member.email, member.name.trim().length >= 3 ? member.name.trim() : '']
    .filter((needle) => needle !== '')
    .map((needle) => needle.toLowerCase());
  return all.filter((doc) => {
    if (String(doc.get('to') ?? '').toLowerCase() === member.email && member.email !== '')
      return true;
    const text = JSON.stringify(doc.get('message') ?? {}).toLowerCase();
    return needles.some((needle) => text.includes(needle));
  });
}

/** The member's own limit slots (the counters of their submissions and reset mails). */
function limitSlotsOf(member: ErasedMember) {
  const keys = [throttleKey('enrollment', member.uid), throttleKey('contact', member.uid)];
  if (member.email) keys.push(resetMailKey(member.email));
  return documentsOfAll(keys.map((key) => byField(COLLECTION_NAMES.limitSlots, 'key', key)));
}

/** Reservations keep the reference number taken (never handed out again), not its owner. */
async function releasedReferences(uid: string): Promise<Write[]> {
  const reservations = await rawDocuments(byField(COLLECTION_NAMES.referenceNumbers, 'uid', uid));
  return reservations.map((doc) => ({ kind: 'update', ref: doc.ref, data: { uid: '' } }));
}

/** The office's activity log keeps each entry, without who the member was. */
async function auditTraces(uid: string): Promise<Write[]> {
  const [asActor, asTarget] = await Promise.all([
    rawDocuments(byField(COLLECTION_NAMES.auditLog, 'actorUid', uid)),
    rawDocuments(byField(COLLECTION_NAMES.auditLog, 'targetId', uid)),
  ]);
  return [
    ...asActor.map((doc): Write => ({
      kind: 'update',
      ref: doc.ref,
      data: { actorUid: ERASED_ACCOUNT, actorEmail: ERASED_ACCOUNT },
    })),
    ...asTarget.map((doc): Write => ({
      kind: 'update',
      ref: doc.ref,
      data: { targetId: ERASED_ACCOUNT },
    })),
  ];
}

/**
 * An athlete that stays with its other guardian keeps the record that consent was given (when, to
 * which notice, how verified), without the erased account's uid. `keptAthleteIds`: the athletes
 * the member guarded that stay (consent is only given by a guardian).
 */
async function athleteTraces(uid: string, keptAthleteIds: readonly string[]): Promise<Write[]> {
  const created = await rawDocuments(byField(COLLECTION_NAMES.athletes, 'createdByUid', uid));
  const kept = keptAthleteIds.map((id) => rawCollection(COLLECTION_NAMES.athletes).doc(id));
  const guarded = kept.length > 0 ? await getDb().getAll(...kept) : [];
  const writes = new Map<string, Write>();
  for (const doc of [...created, ...guarded]) {
    if (!doc.exists) continue;
    const consent = doc.get('consent') as Record<string, unknown> | null | undefined;
    const data = {
      ...(doc.get('createdByUid') === uid && { createdByUid: ERASED_ACCOUNT }),
      ...(consent?.byUid === uid && { consent: { ...consent, byUid: ERASED_ACCOUNT } }),
    };
    if (Object.keys(data).length > 0)
      writes.set(doc.ref.path, { kind: 'update', ref: doc.ref, data });
  }
  return [...writes.values()];
}

/** Every write that takes the member out of the database, athletes apart. */
export async function memberTraceWrites(
  member: ErasedMember,
  keptAthleteIds: readonly string[],
): Promise<Write[]> {
  const { uid, email } = member;
  const [contacts, enrollments, invites, mail, slots, replays] = await Promise.all([
    rawDocuments(byField(COLLECTION_NAMES.contacts, 'uid', uid)),
    rawDocuments(byField(COLLECTION_NAMES.enrollments, 'uid', uid)),
    documentsOfAll([
      byField(COLLECTION_NAMES.guardianInvites, 'invitedByUid', uid),
      ...(email ? [byField(COLLECTION_NAMES.guardianInvites, 'email', email)] : []),
    ]),
    mailOf(member),
    limitSlotsOf(member),
    rawDocuments(byField(COLLECTION_NAMES.idempotencyKeys, 'uid', uid)),
  ]);
  return [
    { kind: 'delete', ref: rawCollection(COLLECTION_NAMES.users).doc(uid) },
    ...deletes(contacts),
    ...deletes(enrollments),
    ...(await releasedReferences(uid)),
    ...deletes(invites),
    ...deletes(mail),
    ...deletes(slots),
    ...deletes(replays),
    ...(await auditTraces(uid)),
    ...(await athleteTraces(uid, keptAthleteIds)),
    ...(await entriesMadeBy(uid)).map((ref): Write => ({
      kind: 'update',
      ref,
      data: { enteredByUid: ERASED_ACCOUNT },
    })),
  ];
}
