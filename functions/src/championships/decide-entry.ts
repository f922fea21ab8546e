import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { mayOfficiate } from '../auth/roles';
import type { DecisionPayload, DecisionResult } from '../contracts/championship';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import {
  championshipNotFound,
  entriesClosed,
  entryNotFound,
  entryWithdrawn,
  noDecisionPending,
  notOfficial,
} from './championship-errors';
import { readChampionship, readEntry } from './championship-repository';
import { isDrawn } from './draw/draw-repository';
import { divisionNames } from './entry-views';

// POST /api/admin/events/{id}/entries/{entryId}/decision: an official settles a weigh-in that did
// not fit. "move" puts the athlete in the division the weight pointed to; "disqualify" keeps the
// division and takes the athlete out of it. Only an entry waiting for a decision takes one.

const DEADLINE_MS = 5_000;

export async function decideEntry(
  caller: Caller,
  eventId: string,
  id: string,
  { action }: DecisionPayload,
): Promise<DecisionResult> {
  if (!mayOfficiate(caller)) throw notOfficial();
  if (!(await readChampionship(eventId))) throw championshipNotFound();
  const entry = await readEntry(eventId, id);
  if (!entry) throw entryNotFound();
  if (entry.status === 'withdrawn') throw entryWithdrawn();
  if (entry.status !== 'needs-decision' || entry.proposedDivisionId === null) {
    throw noDecisionPending();
  }
  const move = action === 'move';
  // Drawn, the athlete already stands in a bracket that a move would not change: after the draw
  // a weight outside the division disqualifies (as WT's own rule does; the opponent wins the bout).
  if (move && (await isDrawn(eventId))) throw entriesClosed();
  const divisionId = move ? entry.proposedDivisionId : entry.divisionId;
  const status = move ? 'weighed-in' : 'disqualified';
  const now = Timestamp.now();
  const batch = collections.championshipEntries().firestore.batch();
  batch.set(collections.championshipEntries().doc(id), {
    ...entry,
    divisionId,
    proposedDivisionId: null,
    status,
    updatedAt: now,
  });
  appendAuditEntry(batch, {
    actor: caller,
    action: move ? 'entry.move' : 'entry.disqualify',
    target: { collection: COLLECTION_NAMES.championshipEntries, id },
    statusBefore: `needs-decision in ${entry.divisionId}`,
    statusAfter: `${status} in ${divisionId}`,
    at: now,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Decide entry');
  return { id, status, divisionId, divisionName: divisionNames(divisionId).name };
}
