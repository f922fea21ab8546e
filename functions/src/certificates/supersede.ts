import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import type { CertificateKind } from '../contracts/certificate';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments } from '../db/zod-converter';
import type { StoredCertificate } from './stored-certificate';

// A new rank certificate replaces the athlete's earlier one (a new membership certificate, the
// earlier membership one): the earlier stays verifiable and says it was superseded, and when.

const DEADLINE_MS = 10_000;

export interface CertificateRecord {
  number: string;
  data: StoredCertificate;
}

/** Every certificate of the athlete, oldest issue first. */
export async function listCertificatesOf(athleteId: string): Promise<CertificateRecord[]> {
  const snapshot = await withDeadline(
    collections.certificates().where('athleteId', '==', athleteId).get(),
    DEADLINE_MS,
    'List certificates of athlete',
  );
  return readValidDocuments(snapshot.docs, () => undefined)
    .map(({ id, data }) => ({ number: id, data }))
    .sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis());
}

/** The athlete's valid certificates of `kind`. */
export async function validCertificatesOf(
  athleteId: string,
  kind: CertificateKind,
): Promise<CertificateRecord[]> {
  const all = await listCertificatesOf(athleteId);
  return all.filter(({ data }) => data.kind === kind && data.status === 'valid');
}

/** Adds to `batch` the change of each of `records` to superseded (whole documents written). */
export function supersede(
  batch: WriteBatch,
  records: readonly CertificateRecord[],
  today: string,
  at: Timestamp,
): void {
  for (const { number, data } of records) {
    batch.set(collections.certificates().doc(number), {
      ...data,
      status: 'superseded',
      statusChangedOn: today,
      updatedAt: at,
    });
  }
}
