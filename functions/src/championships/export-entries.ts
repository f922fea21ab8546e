import { Timestamp } from 'firebase-admin/firestore';
import { recordAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { COLLECTION_NAMES } from '../db/collections';
import { divisionRules } from '../contracts/championship-rules';
import { listDivisions } from '../contracts/division';
import { championshipNotFound } from './championship-errors';
import { listEntriesOf, readChampionship } from './championship-repository';
import { entriesCsv, entriesCsvFileName } from './entries-csv';
import { byDivisionThenName, toDeskEntry } from './entry-views';

/** The office's CSV of every entry (withdrawn ones too, marked), in division order; logged. */
export async function exportEntries(
  caller: Caller,
  eventId: string,
): Promise<{ text: string; fileName: string }> {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  const order = new Map(
    listDivisions(divisionRules, championship.disciplines).map((d, i) => [d.id, i]),
  );
  const entries = (await listEntriesOf(eventId)).sort(byDivisionThenName(order));
  await recordAuditEntry({
    actor: caller,
    action: 'entry.export',
    target: { collection: COLLECTION_NAMES.championships, id: eventId },
    statusBefore: null,
    statusAfter: `${entries.length} exported`,
    at: Timestamp.now(),
  });
  const rows = entries.map((record) => ({
    ...toDeskEntry(record),
    enteredAt: record.data.createdAt.toDate().toISOString(),
  }));
  return { text: entriesCsv(rows), fileName: entriesCsvFileName(eventId, new Date()) };
}
