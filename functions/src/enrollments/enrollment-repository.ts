import * as logger from 'firebase-functions/logger';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import type { StoredEnrollment } from './stored-enrollment';

/** A healthy read or write takes milliseconds; past this, the member hears "unavailable". */
const DEADLINE_MS = 5_000;
/** Members enroll a handful of times; the cap only guards against runaway reads. */
const MAX_ENROLLMENTS_PER_LIST = 100;

export interface EnrollmentRecord {
  id: string;
  data: StoredEnrollment;
}

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed enrollment document', {
    path: error.path,
    problems: error.problems,
  });
}

/** The enrollment stored under `id`, or undefined (absent, or malformed and logged). */
export async function readEnrollment(id: string): Promise<StoredEnrollment | undefined> {
  const snapshot = await withDeadline(
    collections.enrollments().doc(id).get(),
    DEADLINE_MS,
    'Read enrollment',
  );
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

/**
 * Creates the enrollment; false when a document with this id already exists (the same submission
 * arrived before, or is arriving in parallel). create() is atomic on the emulator too: exactly one
 * of any number of simultaneous calls succeeds.
 */
export async function createEnrollmentDocument(
  id: string,
  enrollment: StoredEnrollment,
): Promise<boolean> {
  try {
    await withDeadline(
      collections.enrollments().doc(id).create(enrollment),
      DEADLINE_MS,
      'Create enrollment',
    );
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** The member's own enrollments, newest first (index: uid ASC, createdAt DESC). */
export async function listEnrollmentsOf(uid: string): Promise<EnrollmentRecord[]> {
  const query = collections
    .enrollments()
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(MAX_ENROLLMENTS_PER_LIST);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List enrollments');
  return readValidDocuments(snapshot.docs, reportMalformed);
}
