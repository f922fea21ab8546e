import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETENTION, retentionCutoff, type RetentionRuleId } from '../src/contracts/retention';
import { COLLECTION_NAMES } from '../src/db/collections';
import { runRetention } from '../src/privacy/run-retention';
import { resetFirestore, testDb } from './support/firestore-fixtures';

// The daily retention run against the Firestore emulator, with a fake clock: a record one minute
// inside its period stays, one minute past it goes, and nothing else is touched.

const NOW = new Date('2027-03-15T21:45:00.000Z');
const MINUTE = 60_000;

/** One minute inside (`stays`) or past (`goes`) the rule's period, as of NOW. */
function around(id: RetentionRuleId) {
  const cutoff = retentionCutoff(RETENTION[id].period, NOW).getTime();
  return {
    stays: Timestamp.fromMillis(cutoff + MINUTE),
    goes: Timestamp.fromMillis(cutoff - MINUTE),
  };
}

const put = (collection: string, id: string, data: Record<string, unknown>) =>
  testDb().collection(collection).doc(id).set(data);

const ids = async (collection: string) =>
  (await testDb().collection(collection).get()).docs.map((doc) => doc.id).sort();

const enrollment = (status: string, updatedAt: Timestamp, referenceNumber: string) => ({
  uid: 'member-1',
  referenceNumber,
  status,
  fullName: 'Ira Deshmukh',
  createdAt: Timestamp.fromMillis(updatedAt.toMillis() - 30 * 86_400_000),
  updatedAt,
});

beforeEach(resetFirestore);

describe('runRetention', () => {
  it('erases exactly what is past its period', async () => {
    const mail = around('outgoingMail');
    const enquiries = around('enquiries');
    const rejected = around('rejectedEnrollments');
    const others = around('enrollments');
    const invites = around('guardianInvites');
    const audit = around('auditLog');
    const replays = around('idempotencyKeys');
    await Promise.all([
      put(COLLECTION_NAMES.mail, 'mail-stays', { to: 'a@example.com', createdAt: mail.stays }),
      put(COLLECTION_NAMES.mail, 'mail-goes', { to: 'a@example.com', createdAt: mail.goes }),
      put(COLLECTION_NAMES.contacts, 'enquiry-stays', { uid: 'u', createdAt: enquiries.stays }),
      put(COLLECTION_NAMES.contacts, 'enquiry-goes', { uid: 'u', createdAt: enquiries.goes }),
      put(
        COLLECTION_NAMES.enrollments,
        'rejected-stays',
        enrollment('rejected', rejected.stays, 'R1'),
      ),
      put(
        COLLECTION_NAMES.enrollments,
        'rejected-goes',
        enrollment('rejected', rejected.goes, 'R2'),
      ),
      // An accepted enrollment as old as a rejected one that goes is still well inside its period.
      put(
        COLLECTION_NAMES.enrollments,
        'approved-young',
        enrollment('approved', rejected.goes, 'R3'),
      ),
      put(
        COLLECTION_NAMES.enrollments,
        'approved-stays',
        enrollment('approved', others.stays, 'R4'),
      ),
      put(COLLECTION_NAMES.enrollments, 'approved-goes', enrollment('approved', others.goes, 'R5')),
      put(COLLECTION_NAMES.enrollments, 'pending-goes', enrollment('pending', others.goes, 'R6')),
      put(COLLECTION_NAMES.referenceNumbers, 'R2', {
        enrollmentId: 'rejected-goes',
        uid: 'member-1',
      }),
      put(COLLECTION_NAMES.referenceNumbers, 'R3', {
        enrollmentId: 'approved-young',
        uid: 'member-1',
      }),
      put(COLLECTION_NAMES.guardianInvites, 'invite-stays', {
        email: 'g@example.com',
        expiresAt: invites.stays,
      }),
      put(COLLECTION_NAMES.guardianInvites, 'invite-goes', {
        email: 'g@example.com',
        expiresAt: invites.goes,
      }),
      put(COLLECTION_NAMES.auditLog, 'audit-stays', { action: 'event.create', at: audit.stays }),
      put(COLLECTION_NAMES.auditLog, 'audit-goes', { action: 'event.create', at: audit.goes }),
      put(COLLECTION_NAMES.idempotencyKeys, 'replay-stays', { uid: 'u', createdAt: replays.stays }),
      put(COLLECTION_NAMES.idempotencyKeys, 'replay-goes', { uid: 'u', createdAt: replays.goes }),
      put(COLLECTION_NAMES.users, 'member-1', { name: 'Kavita', createdAt: others.goes }),
    ]);

    const report = await runRetention(NOW);

    expect(report).toEqual({
      outgoingMail: 1,
      enquiries: 1,
      rejectedEnrollments: 1,
      enrollments: 2,
      guardianInvites: 1,
      idempotencyKeys: 1,
      auditLog: 1,
    });
    expect(await ids(COLLECTION_NAMES.mail)).toEqual(['mail-stays']);
    expect(await ids(COLLECTION_NAMES.contacts)).toEqual(['enquiry-stays']);
    expect(await ids(COLLECTION_NAMES.enrollments)).toEqual([
      'approved-stays',
      'approved-young',
      'rejected-stays',
    ]);
    expect(await ids(COLLECTION_NAMES.guardianInvites)).toEqual(['invite-stays']);
    expect(await ids(COLLECTION_NAMES.auditLog)).toEqual(['audit-stays']);
    expect(await ids(COLLECTION_NAMES.idempotencyKeys)).toEqual(['replay-stays']);
    // Accounts are kept until their holder erases them; retention does not touch them.
    expect(await ids(COLLECTION_NAMES.users)).toEqual(['member-1']);
    // An erased enrollment's reference number stays reserved, without its owner.
    const references = await testDb().collection(COLLECTION_NAMES.referenceNumbers).get();
    const byId = Object.fromEntries(references.docs.map((doc) => [doc.id, doc.data()]));
    expect(byId).toEqual({
      R2: { enrollmentId: 'rejected-goes', uid: '' },
      R3: { enrollmentId: 'approved-young', uid: 'member-1' },
    });
  });

  it('does nothing on a second run the same day', async () => {
    const mail = around('outgoingMail');
    await put(COLLECTION_NAMES.mail, 'mail-goes', { to: 'a@example.com', createdAt: mail.goes });
    await runRetention(NOW);
    const second = await runRetention(NOW);
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
  });
});
