import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { toApiAuditEntry } from '../admin/stored-audit-entry';
import { listAthletesGuardedBy } from '../athletes/athlete-repository';
import { toApiAthlete } from '../athletes/stored-athlete';
import {
  certificateRecordsForExport,
  type CertificateExport,
} from '../certificates/athlete-traces';
import { entriesForExport, type ExportedEntry } from '../championships/member-entries';
import type { Caller } from '../auth/caller';
import { toApiContact } from '../contacts/stored-contact';
import type { Athlete } from '../contracts/athlete';
import type { AuditEntry } from '../contracts/audit';
import type { Contact } from '../contracts/contact';
import type { EnrollmentDetail } from '../contracts/enrollment';
import { PRIVACY_NOTICE_VERSION } from '../contracts/privacy-notice';
import type { User } from '../contracts/user';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { toEnrollmentDetail } from '../enrollments/stored-enrollment';
import { ensureProfile } from '../users/profile-repository';
import { accountEmail } from './account-email';
import { documentsOfAll, rawCollection, rawDocuments } from './raw-documents';

// GET /api/users/me/export: everything the association holds about the caller and the athletes
// they guard, in one JSON file. member-data-map.ts says which collection lands in which part.

// A document the schema cannot read is logged, not left out silently: the office can then fix it.
function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Export skipped a malformed document', {
    path: error.path,
    problems: error.problems,
  });
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

export interface MemberExport {
  format: 'mta-member-data';
  exportedAt: string;
  privacyNoticeVersion: string;
  account: User;
  athletes: Athlete[];
  enrollments: EnrollmentDetail[];
  enquiries: Contact[];
  guardianInvitations: Array<{
    direction: 'sent' | 'received';
    athleteId: string;
    email: string;
    createdAt: string | null;
    expiresAt: string | null;
  }>;
  /** Copies of emails sent to the member; the text is left out: it may hold a one-time link. */
  emailsSent: Array<{ to: string; subject: string; createdAt: string | null }>;
  /**
   * Requests of the member's whose answer is kept a day so a resend gets the same answer; the
   * answers are copies of records exported above.
   */
  savedRequestAnswers: Array<{ endpoint: string; createdAt: string | null }>;
  /** Changes the member made as office staff, as the activity log records them. */
  officeActivity: AuditEntry[];
  /** The certificates of the athletes the member guards, each with its signed token. */
  certificates: CertificateExport['certificates'];
  /** Their rank histories, oldest first per athlete. */
  rankHistory: CertificateExport['rankHistory'];
  /** Their results at the association's gradings, passes and not. */
  gradingResults: CertificateExport['gradingResults'];
  /** The entries of the athletes the member guards, and the ones the member made. */
  championshipEntries: ExportedEntry[];
}

async function enrollmentsOf(uid: string, athleteIds: readonly string[]) {
  const docs = await documentsOfAll([
    collections.enrollments().where('uid', '==', uid),
    ...athleteIds.map((id) => collections.enrollments().where('athleteId', '==', id)),
  ]);
  return readValidDocuments(docs, reportMalformed).map(({ id, data }) =>
    toEnrollmentDetail(id, data),
  );
}

async function invitationsOf(uid: string, email: string) {
  const invites = rawCollection(COLLECTION_NAMES.guardianInvites);
  const [sent, received] = await Promise.all([
    rawDocuments(invites.where('invitedByUid', '==', uid)),
    email ? rawDocuments(invites.where('email', '==', email)) : [],
  ]);
  const rows = (docs: QueryDocumentSnapshot[], direction: 'sent' | 'received') =>
    docs.map((doc) => ({
      direction,
      athleteId: String(doc.get('athleteId') ?? ''),
      email: String(doc.get('email') ?? ''),
      createdAt: iso(doc.get('createdAt')),
      expiresAt: iso(doc.get('expiresAt')),
    }));
  return [...rows(sent, 'sent'), ...rows(received, 'received')];
}

async function mailTo(email: string) {
  if (!email) return [];
  const docs = await rawDocuments(rawCollection(COLLECTION_NAMES.mail).where('to', '==', email));
  return docs.map((doc) => ({
    to: String(doc.get('to') ?? ''),
    subject: String(doc.get('message.subject') ?? ''),
    createdAt: iso(doc.get('createdAt')),
  }));
}

export async function buildMemberExport(caller: Caller, now = new Date()): Promise<MemberExport> {
  const account = await ensureProfile(caller.uid, caller);
  const email = await accountEmail(caller.uid, account.email);
  const athletes = await listAthletesGuardedBy(caller.uid);
  const [enrollments, enquiries, guardianInvitations, emailsSent, replays, audit] =
    await Promise.all([
      enrollmentsOf(
        caller.uid,
        athletes.map(({ id }) => id),
      ),
      collections.contacts().where('uid', '==', caller.uid).get(),
      invitationsOf(caller.uid, email),
      mailTo(email),
      rawDocuments(rawCollection(COLLECTION_NAMES.idempotencyKeys).where('uid', '==', caller.uid)),
      collections.auditLog().where('actorUid', '==', caller.uid).get(),
    ]);
  return {
    format: 'mta-member-data',
    exportedAt: now.toISOString(),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    account,
    athletes: athletes.map(({ id, data }) => toApiAthlete(id, data)),
    enrollments,
    enquiries: readValidDocuments(enquiries.docs, reportMalformed).map(({ id, data }) =>
      toApiContact(id, data),
    ),
    guardianInvitations,
    emailsSent,
    savedRequestAnswers: replays.map((doc) => ({
      endpoint: String(doc.get('endpoint') ?? ''),
      createdAt: iso(doc.get('createdAt')),
    })),
    officeActivity: readValidDocuments(audit.docs, reportMalformed).map(({ id, data }) =>
      toApiAuditEntry(id, data),
    ),
    ...(await certificateRecordsForExport(athletes.map(({ id }) => id))),
    championshipEntries: await entriesForExport(
      caller.uid,
      athletes.map(({ id }) => id),
    ),
  };
}
