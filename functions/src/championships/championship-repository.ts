import * as logger from 'firebase-functions/logger';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import type { StoredChampionship } from './stored-championship';
import type { StoredEntry } from './stored-entry';

// Reads of championships and their entries. A state championship holds hundreds of entries, so a
// championship's entries are read whole and grouped in memory (the local emulator has no
// collectionGroup and no paging cursors; one equality query is what it does well).

const DEADLINE_MS = 5_000;
/** Far above a state championship's entries; only guards against runaway reads. */
const MAX_ENTRIES = 5_000;

export interface EntryRecord {
  id: string;
  data: StoredEntry;
}

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed championship document', {
    path: error.path,
    problems: error.problems,
  });
}

export async function readChampionship(eventId: string): Promise<StoredChampionship | undefined> {
  if (!isPlausibleDocumentId(eventId)) return undefined;
  const snapshot = await withDeadline(
    collections.championships().doc(eventId).get(),
    DEADLINE_MS,
    'Read championship',
  );
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

/** The entry under `id` when it belongs to the championship of `eventId`, else undefined. */
export async function readEntry(eventId: string, id: string): Promise<StoredEntry | undefined> {
  if (!isPlausibleDocumentId(id)) return undefined;
  const snapshot = await withDeadline(
    collections.championshipEntries().doc(id).get(),
    DEADLINE_MS,
    'Read entry',
  );
  const entry = readValidDocuments([snapshot], reportMalformed)[0]?.data;
  return entry?.eventId === eventId ? entry : undefined;
}

/** Every entry of the championship, withdrawn ones included. */
export async function listEntriesOf(eventId: string): Promise<EntryRecord[]> {
  const query = collections
    .championshipEntries()
    .where('eventId', '==', eventId)
    .limit(MAX_ENTRIES);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List entries');
  return readValidDocuments(snapshot.docs, reportMalformed);
}

/** Entries by one field's value (an athlete's, or the ones an account made), for privacy work. */
export async function listEntriesWhere(
  field: 'athleteId' | 'enteredByUid',
  value: string,
): Promise<EntryRecord[]> {
  const query = collections.championshipEntries().where(field, '==', value).limit(MAX_ENTRIES);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List entries');
  return readValidDocuments(snapshot.docs, reportMalformed);
}
