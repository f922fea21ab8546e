import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { todayInKolkata } from '../contracts/calendar-days';
import type { CertificateRevokePayload, PublicCertificate } from '../contracts/certificate';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { alreadyRevoked, certificateNotFound } from './certificate-errors';
import { readCertificate } from './certificate-repository';
import { toPublicCertificate } from './stored-certificate';

const DEADLINE_MS = 5_000;

/**
 * POST /api/admin/certificates/{number}/revoke: the status becomes revoked, with the office's
 * reason, for everyone who checks it from now on. A rank the certificate stood for is not taken
 * back by this: ranks never go down; the office corrects a wrong grading by other means.
 */
export async function revokeCertificate(
  caller: Caller,
  rawNumber: string,
  { reason }: CertificateRevokePayload,
  now = Date.now(),
): Promise<PublicCertificate> {
  const number = rawNumber.trim().toUpperCase();
  const stored = await readCertificate(number);
  if (!stored) throw certificateNotFound();
  if (stored.status === 'revoked') throw alreadyRevoked();
  const at = Timestamp.fromMillis(now);
  const revoked = {
    ...stored,
    status: 'revoked' as const,
    statusChangedOn: todayInKolkata(new Date(now)),
    revokedReason: reason,
    updatedAt: at,
  };
  const batch = collections.certificates().firestore.batch();
  batch.set(collections.certificates().doc(number), revoked);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'certificate.revoke',
    target: { collection: COLLECTION_NAMES.certificates, id: number },
    statusBefore: stored.status,
    statusAfter: 'revoked',
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Revoke certificate');
  return toPublicCertificate(number, revoked);
}
