import * as logger from 'firebase-functions/logger';
import { collections } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';
import { isPlausibleDocumentId } from '../../db/document-id';
import { readValidDocuments, type MalformedDocumentError } from '../../db/zod-converter';
import { entriesOpen, type StoredChampionship } from '../stored-championship';
import { bracketDocumentId, type StoredBracket, type StoredDraw } from './stored-draw';

// Reads of a championship's draw and its brackets. A championship's brackets are found by one
// equality query on `eventId` (what the local emulator does well); a state championship has at
// most a few hundred divisions.

const DEADLINE_MS = 5_000;
/** Far above the divisions of a championship's rules; only guards against runaway reads. */
const MAX_BRACKETS = 1_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed draw document', { path: error.path, problems: error.problems });
}

export const drawRef = (eventId: string) => collections.championshipDraws().doc(eventId);

export const bracketRef = (eventId: string, divisionId: string) =>
  collections.championshipBrackets().doc(bracketDocumentId(eventId, divisionId));

export async function readDraw(eventId: string): Promise<StoredDraw | undefined> {
  if (!isPlausibleDocumentId(eventId)) return undefined;
  const snapshot = await withDeadline(drawRef(eventId).get(), DEADLINE_MS, 'Read draw');
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

/** Whether the championship has been drawn: a drawn championship takes no more entry changes. */
export async function isDrawn(eventId: string): Promise<boolean> {
  if (!isPlausibleDocumentId(eventId)) return false;
  const snapshot = await withDeadline(drawRef(eventId).get(), DEADLINE_MS, 'Read draw');
  return snapshot.exists;
}

/** Open for entry changes: before the end of the deadline day, and not drawn yet. */
export async function entriesStillOpen(
  eventId: string,
  championship: StoredChampionship,
): Promise<boolean> {
  return entriesOpen(championship) && !(await isDrawn(eventId));
}

export interface BracketRecord {
  id: string;
  data: StoredBracket;
}

/** Every stored bracket of the championship (a redraw's leftovers included; callers filter). */
export async function listBrackets(eventId: string): Promise<BracketRecord[]> {
  if (!isPlausibleDocumentId(eventId)) return [];
  const query = collections
    .championshipBrackets()
    .where('eventId', '==', eventId)
    .limit(MAX_BRACKETS);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List brackets');
  return readValidDocuments(snapshot.docs, reportMalformed);
}
