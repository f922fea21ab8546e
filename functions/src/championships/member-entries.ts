import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTION_NAMES } from '../db/collections';
import { getDb } from '../db/firestore';
import { listEntriesWhere, type EntryRecord } from './championship-repository';
import { divisionNames } from './entry-views';

// Championship entries in the member's rights: the download carries the entries of the athletes
// they guard and the ones they made (as a coach, say); an erasure deletes an erased athlete's
// entries (erase-athlete.ts) and takes the erased account out of the entries it made for others.

export interface ExportedEntry {
  id: string;
  eventId: string;
  athleteId: string;
  athleteName: string;
  discipline: string;
  divisionId: string;
  divisionName: string;
  declaredWeightKg: number | null;
  weighedKg: number | null;
  status: string;
  enteredBy: string;
  createdAt: string;
}

const toExported = ({ id, data }: EntryRecord): ExportedEntry => ({
  id,
  eventId: data.eventId,
  athleteId: data.athleteId,
  athleteName: data.athleteName,
  discipline: data.discipline,
  divisionId: data.divisionId,
  divisionName: divisionNames(data.divisionId).name,
  declaredWeightKg: data.declaredWeightKg,
  weighedKg: data.weighedKg,
  status: data.status,
  enteredBy: data.enteredAs,
  createdAt: data.createdAt.toDate().toISOString(),
});

export async function entriesForExport(
  uid: string,
  athleteIds: readonly string[],
): Promise<ExportedEntry[]> {
  const lists = await Promise.all([
    listEntriesWhere('enteredByUid', uid),
    ...athleteIds.map((id) => listEntriesWhere('athleteId', id)),
  ]);
  const unique = new Map(lists.flat().map((record) => [record.id, record]));
  return [...unique.values()].map(toExported);
}

/** The refs of an athlete's entries, deleted with the athlete. */
export async function entryRefsOfAthlete(athleteId: string): Promise<DocumentReference[]> {
  const snapshot = await getDb()
    .collection(COLLECTION_NAMES.championshipEntries)
    .where('athleteId', '==', athleteId)
    .get();
  return snapshot.docs.map((doc) => doc.ref);
}

/** Entries an erased account made for athletes that stay: they stay, without who made them. */
export async function entriesMadeBy(uid: string): Promise<DocumentReference[]> {
  const snapshot = await getDb()
    .collection(COLLECTION_NAMES.championshipEntries)
    .where('enteredByUid', '==', uid)
    .get();
  return snapshot.docs.map((doc) => doc.ref);
}
