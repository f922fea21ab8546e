import { Timestamp } from 'firebase-admin/firestore';
import { PRIVACY_NOTICE_VERSION } from '../../src/contracts/privacy-notice';
import { COLLECTION_NAMES } from '../../src/db/collections';
import { testDb } from './firestore-fixtures';

// Athletes, invitations, mail and audit entries written straight into the emulator for the
// member's-rights tests (the API under test is only read, never used to set up its fixtures).

export interface AthleteFixture {
  id: string;
  membershipNumber: string;
  fullName: string;
  guardianUids: string[];
  createdByUid: string;
}

export async function putAthlete(athlete: AthleteFixture): Promise<void> {
  const at = Timestamp.now();
  await testDb()
    .collection(COLLECTION_NAMES.athletes)
    .doc(athlete.id)
    .set({
      membershipNumber: athlete.membershipNumber,
      fullName: athlete.fullName,
      dateOfBirth: '2015-03-09',
      gender: 'female',
      clubId: 'pune',
      relationship: 'child',
      currentRank: 'white',
      consent: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        acceptedAt: at,
        method: 'verified-email-and-adult-date-of-birth',
        byUid: athlete.createdByUid,
      },
      guardianUids: athlete.guardianUids,
      createdByUid: athlete.createdByUid,
      createdAt: at,
      updatedAt: at,
    });
  await testDb()
    .collection(COLLECTION_NAMES.membershipNumbers)
    .doc(athlete.membershipNumber)
    .set({ athleteId: athlete.id, createdAt: at });
}

export async function putInvite(
  id: string,
  fields: { athleteId: string; email: string; invitedByUid: string },
): Promise<void> {
  const now = Date.now();
  await testDb()
    .collection(COLLECTION_NAMES.guardianInvites)
    .doc(id)
    .set({
      ...fields,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + 7 * 86_400_000),
    });
}

export async function putMail(to: string, text: string): Promise<void> {
  await testDb()
    .collection(COLLECTION_NAMES.mail)
    .add({
      to,
      message: { subject: 'From the association', text, html: `<p>${text}</p>` },
      createdAt: Timestamp.now(),
    });
}

export async function putAuditEntry(actorUid: string, actorEmail: string): Promise<void> {
  await testDb().collection(COLLECTION_NAMES.auditLog).add({
    action: 'enrollment.approve',
    actorUid,
    actorEmail,
    targetCollection: 'enrollments',
    targetId: 'some-enrollment',
    statusBefore: 'pending',
    statusAfter: 'approved',
    at: Timestamp.now(),
  });
}

/** Every document of every collection the app knows, as `collection/id` → JSON text. */
export async function everyDocumentAsJson(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const name of Object.values(COLLECTION_NAMES)) {
    const snapshot = await testDb().collection(name).get();
    for (const doc of snapshot.docs) {
      found.set(`${name}/${doc.id}`, `${doc.id} ${JSON.stringify(doc.data())}`);
    }
  }
  return found;
}
