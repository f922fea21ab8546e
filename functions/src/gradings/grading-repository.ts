import * as logger from 'firebase-functions/logger';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import type { StoredGrading, StoredGradingResult, StoredRankAward } from './stored-grading';

// Reads of gradings, their results and the rank history. Single-field equality queries only (the
// local emulator's subset); sorting is done here.

const DEADLINE_MS = 10_000;
/** Far more gradings than the office holds in years; the list screen shows the newest. */
const MAX_GRADINGS = 500;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed grading document', {
    path: error.path,
    problems: error.problems,
  });
}

export async function readGrading(id: string): Promise<StoredGrading | undefined> {
  if (!isPlausibleDocumentId(id)) return undefined;
  const snapshot = await withDeadline(
    collections.gradings().doc(id).get(),
    DEADLINE_MS,
    'Read grading',
  );
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

/** Newest grading first. */
export async function listGradingRecords(): Promise<Array<{ id: string; data: StoredGrading }>> {
  const snapshot = await withDeadline(
    collections.gradings().orderBy('date', 'desc').limit(MAX_GRADINGS).get(),
    DEADLINE_MS,
    'List gradings',
  );
  return readValidDocuments(snapshot.docs, reportMalformed);
}

export async function listResultsOfGrading(gradingId: string): Promise<StoredGradingResult[]> {
  const snapshot = await withDeadline(
    collections.gradingResults().where('gradingId', '==', gradingId).get(),
    DEADLINE_MS,
    'List grading results',
  );
  return readValidDocuments(snapshot.docs, reportMalformed).map(({ data }) => data);
}

/** Every result recorded at any grading (the list screen's counts). */
export async function listAllResults(): Promise<StoredGradingResult[]> {
  const snapshot = await withDeadline(
    collections.gradingResults().limit(50_000).get(),
    DEADLINE_MS,
    'List all grading results',
  );
  return readValidDocuments(snapshot.docs, reportMalformed).map(({ data }) => data);
}

/** The athlete's rank history, oldest first (by the day awarded, then by when it was recorded). */
export async function listRankAwards(athleteId: string): Promise<StoredRankAward[]> {
  const snapshot = await withDeadline(
    collections.rankAwards().where('athleteId', '==', athleteId).get(),
    DEADLINE_MS,
    'List rank awards',
  );
  return readValidDocuments(snapshot.docs, reportMalformed)
    .map(({ data }) => data)
    .sort(
      (a, b) =>
        a.awardedOn.localeCompare(b.awardedOn) || a.createdAt.toMillis() - b.createdAt.toMillis(),
    );
}
