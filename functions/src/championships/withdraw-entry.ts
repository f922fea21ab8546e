import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import { readAthlete } from '../athletes/athlete-repository';
import type { Caller } from '../auth/caller';
import type { EntryWithdrawn } from '../contracts/championship';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { championshipNotFound, entriesClosed, entryNotFound } from './championship-errors';
import { readChampionship, readEntry } from './championship-repository';
import { entriesStillOpen } from './draw/draw-repository';
import type { StoredEntry } from './stored-entry';

// DELETE /api/events/{id}/entries/{entryId}: who made the entry, or a guardian of the athlete,
// withdraws it before the deadline. The entry stays, marked withdrawn (the desk must not weigh it,
// and the athlete may be entered again). A second withdrawal answers as the first did.

const DEADLINE_MS = 5_000;

/** Whether `caller` guards the athlete (read fresh: a guardian may have been added since). */
async function guards(caller: Caller, entry: StoredEntry): Promise<boolean> {
  const athlete = await readAthlete(entry.athleteId);
  return athlete?.guardianUids.includes(caller.uid) ?? false;
}

export async function mayWithdraw(caller: Caller, entry: StoredEntry): Promise<boolean> {
  return entry.enteredByUid === caller.uid || (await guards(caller, entry));
}

export async function withdrawEntry(
  caller: Caller,
  eventId: string,
  id: string,
): Promise<EntryWithdrawn> {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  const entry = await readEntry(eventId, id);
  if (!entry) throw entryNotFound();
  const isGuardian = await guards(caller, entry);
  if (!isGuardian && entry.enteredByUid !== caller.uid) throw entryNotFound();
  if (entry.status === 'withdrawn') return { id, status: 'withdrawn' };
  if (!(await entriesStillOpen(eventId, championship))) throw entriesClosed();
  const now = Timestamp.now();
  const batch = collections.championshipEntries().firestore.batch();
  batch.set(collections.championshipEntries().doc(id), {
    ...entry,
    status: 'withdrawn',
    updatedAt: now,
  });
  // A family's own withdrawal is theirs; a coach's or the office's is logged like their entries.
  if (!isGuardian) {
    appendAuditEntry(batch, {
      actor: caller,
      action: 'entry.withdraw',
      target: { collection: COLLECTION_NAMES.championshipEntries, id },
      statusBefore: entry.status,
      statusAfter: 'withdrawn',
      at: now,
    });
  }
  await withDeadline(batch.commit(), DEADLINE_MS, 'Withdraw entry');
  return { id, status: 'withdrawn' };
}
