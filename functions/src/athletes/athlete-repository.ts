import * as logger from 'firebase-functions/logger';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import type { StoredAthlete } from './stored-athlete';

/** A healthy read takes milliseconds; past this, the member hears "unavailable". */
const DEADLINE_MS = 5_000;
/** A family holds a handful of athletes; the cap only guards against runaway reads. */
const MAX_ATHLETES_PER_ACCOUNT = 100;

export interface AthleteRecord {
  id: string;
  data: StoredAthlete;
}

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed athlete document', {
    path: error.path,
    problems: error.problems,
  });
}

/** The athlete stored under `id`, or undefined (absent, malformed, or an id that names nothing). */
export async function readAthlete(id: string): Promise<StoredAthlete | undefined> {
  if (!isPlausibleDocumentId(id)) return undefined;
  const snapshot = await withDeadline(
    collections.athletes().doc(id).get(),
    DEADLINE_MS,
    'Read athlete',
  );
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

/** The athlete under `id` when `uid` is one of its guardians, else undefined. */
export async function readGuardedAthlete(
  id: string,
  uid: string,
): Promise<StoredAthlete | undefined> {
  const athlete = await readAthlete(id);
  return athlete?.guardianUids.includes(uid) ? athlete : undefined;
}

/**
 * Every athlete `uid` guards (their own record included), oldest first. Used by the member's list
 * and by the account's erasure and export.
 */
export async function listAthletesGuardedBy(uid: string): Promise<AthleteRecord[]> {
  const query = collections
    .athletes()
    .where('guardianUids', 'array-contains', uid)
    .limit(MAX_ATHLETES_PER_ACCOUNT);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List athletes');
  return readValidDocuments(snapshot.docs, reportMalformed).sort(
    (a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis(),
  );
}

/** Whether `uid` already holds its own record (relationship self, created by that account). */
export async function holdsSelf(uid: string): Promise<boolean> {
  const athletes = await listAthletesGuardedBy(uid);
  return athletes.some(({ data }) => data.relationship === 'self' && data.createdByUid === uid);
}
