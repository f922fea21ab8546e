import * as logger from 'firebase-functions/logger';
import { collections } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../../db/zod-converter';
import type { StoredAward } from './stored-award';

const DEADLINE_MS = 5_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed championship award', {
    path: error.path,
    problems: error.problems,
  });
}

/** The division's current award (its highest version), or undefined before its first. */
export async function latestAward(
  eventId: string,
  divisionId: string,
): Promise<StoredAward | undefined> {
  const snapshot = await withDeadline(
    collections
      .championshipAwards()
      .where('eventId', '==', eventId)
      .where('divisionId', '==', divisionId)
      .get(),
    DEADLINE_MS,
    'Read championship awards',
  );
  return readValidDocuments(snapshot.docs, reportMalformed)
    .map(({ data }) => data)
    .reduce<StoredAward | undefined>(
      (latest, award) => (latest && latest.version > award.version ? latest : award),
      undefined,
    );
}
