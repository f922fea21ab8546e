import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { RETENTION, retentionCutoff, type RetentionRuleId } from '../contracts/retention';
import { COLLECTION_NAMES } from '../db/collections';
import { getDb } from '../db/firestore';
import { commitWrites, deletes, rawCollection, rawDocuments, type Write } from './raw-documents';

// The daily retention run: erases exactly what is past the period contracts/retention.ts states
// (and the privacy notice prints). `now` is a parameter so tests can set the clock.

export type RetentionReport = Record<RetentionRuleId, number>;

const cutoff = (id: RetentionRuleId, now: Date) =>
  Timestamp.fromDate(retentionCutoff(RETENTION[id].period, now));

/** Documents of `collection` whose `field` (a Timestamp) is before `before`. */
const olderThan = (collection: string, field: string, before: Timestamp) =>
  rawDocuments(rawCollection(collection).where(field, '<', before));

/**
 * The reservation of an erased enrollment's reference number stays, so the number is never handed
 * out again, but loses the member's uid: nothing of the person remains in it.
 */
async function releaseReferences(enrollments: readonly QueryDocumentSnapshot[]): Promise<Write[]> {
  const references = enrollments
    .map((doc) => doc.get('referenceNumber'))
    .filter((value): value is string => typeof value === 'string' && value !== '');
  if (references.length === 0) return [];
  const refs = references.map((reference) =>
    rawCollection(COLLECTION_NAMES.referenceNumbers).doc(reference),
  );
  const reservations = await getDb().getAll(...refs);
  return reservations
    .filter((reservation) => reservation.exists)
    .map((reservation) => ({ kind: 'update', ref: reservation.ref, data: { uid: '' } }));
}

async function expiredEnrollments(now: Date) {
  const rejectedCutoff = cutoff('rejectedEnrollments', now);
  const otherCutoff = cutoff('enrollments', now);
  // One range query up to the later of the two cutoffs, the status judged here: no composite
  // index, and an enrollment with a status this code does not know counts as "other".
  const later = Math.max(rejectedCutoff.toMillis(), otherCutoff.toMillis());
  const candidates = await olderThan(
    COLLECTION_NAMES.enrollments,
    'updatedAt',
    Timestamp.fromMillis(later),
  );
  const before = (doc: QueryDocumentSnapshot, limit: Timestamp) =>
    (doc.get('updatedAt') as Timestamp).toMillis() < limit.toMillis();
  const rejected = candidates.filter(
    (doc) => doc.get('status') === 'rejected' && before(doc, rejectedCutoff),
  );
  const others = candidates.filter(
    (doc) => doc.get('status') !== 'rejected' && before(doc, otherCutoff),
  );
  return { rejected, others };
}

export async function runRetention(now: Date): Promise<RetentionReport> {
  const [mail, enquiries, enrollments, invites, replays, audit] = await Promise.all([
    olderThan(COLLECTION_NAMES.mail, 'createdAt', cutoff('outgoingMail', now)),
    olderThan(COLLECTION_NAMES.contacts, 'createdAt', cutoff('enquiries', now)),
    expiredEnrollments(now),
    olderThan(COLLECTION_NAMES.guardianInvites, 'expiresAt', cutoff('guardianInvites', now)),
    olderThan(COLLECTION_NAMES.idempotencyKeys, 'createdAt', cutoff('idempotencyKeys', now)),
    olderThan(COLLECTION_NAMES.auditLog, 'at', cutoff('auditLog', now)),
  ]);
  const erasedEnrollments = [...enrollments.rejected, ...enrollments.others];
  await commitWrites([
    ...deletes(mail),
    ...deletes(enquiries),
    ...deletes(erasedEnrollments),
    ...(await releaseReferences(erasedEnrollments)),
    ...deletes(invites),
    ...deletes(replays),
    ...deletes(audit),
  ]);
  return {
    outgoingMail: mail.length,
    enquiries: enquiries.length,
    rejectedEnrollments: enrollments.rejected.length,
    enrollments: enrollments.others.length,
    guardianInvites: invites.length,
    idempotencyKeys: replays.length,
    auditLog: audit.length,
  };
}
