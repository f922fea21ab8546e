import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { mayOfficiate } from '../auth/roles';
import type { WeighInResult } from '../contracts/championship';
import { divisionRules } from '../contracts/championship-rules';
import { divisionById, weightFits } from '../contracts/division';
import { divisionFor } from '../contracts/division-eligibility';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import {
  championshipNotFound,
  entryNotFound,
  entryWithdrawn,
  notOfficial,
  notWeighable,
} from './championship-errors';
import { readChampionship, readEntry } from './championship-repository';
import type { StoredEntry } from './stored-entry';

// POST /api/admin/events/{id}/entries/{entryId}/weigh-in. WT weighs without tolerance at the
// official weigh-in: a weight inside the entry's division passes; any other never moves the athlete
// by itself — the entry waits ("needs-decision") with the division the weight points to, until an
// official moves or disqualifies. Weighing again (a desk resending a queued weigh-in, or a second
// try on the scale) replaces the earlier weight.

const DEADLINE_MS = 5_000;

/** Which entries a scale may weigh: kyorugi, neither withdrawn nor already disqualified. */
function assertWeighable(entry: StoredEntry): void {
  if (entry.status === 'withdrawn') throw entryWithdrawn();
  if (entry.discipline !== 'kyorugi' || entry.status === 'disqualified') throw notWeighable();
}

/** The division the weight points to, for the same athlete in the same age category. */
function proposedFor(entry: StoredEntry, weightKg: number, competitionYear: number) {
  const outcome = divisionFor({
    athlete: { birthYear: entry.birthYear, gender: entry.gender, currentRank: entry.currentRank },
    discipline: 'kyorugi',
    rules: divisionRules,
    competitionYear,
    weightKg,
  });
  // The athlete was placed by the same rules at entry: the age still fits, a weight always does.
  if (!outcome.eligible) throw notWeighable();
  return outcome.division;
}

export async function weighIn(
  caller: Caller,
  eventId: string,
  id: string,
  weightKg: number,
): Promise<WeighInResult> {
  if (!mayOfficiate(caller)) throw notOfficial();
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  const entry = await readEntry(eventId, id);
  if (!entry) throw entryNotFound();
  assertWeighable(entry);
  const current = divisionById(divisionRules, entry.divisionId);
  const fits = current !== undefined && weightFits(current, weightKg);
  const proposed = fits ? undefined : proposedFor(entry, weightKg, championship.competitionYear);
  const status = fits ? 'weighed-in' : 'needs-decision';
  const now = Timestamp.now();
  const batch = collections.championshipEntries().firestore.batch();
  batch.set(collections.championshipEntries().doc(id), {
    ...entry,
    weighedKg: weightKg,
    proposedDivisionId: proposed?.id ?? null,
    status,
    updatedAt: now,
  });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'entry.weigh-in',
    target: { collection: COLLECTION_NAMES.championshipEntries, id },
    statusBefore: entry.status,
    statusAfter: `${status} at ${weightKg} kg`,
    at: now,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Weigh in');
  if (!proposed) return { status: 'weighed-in', id, weightKg, divisionId: entry.divisionId };
  return {
    status: 'needs-decision',
    id,
    weightKg,
    divisionId: entry.divisionId,
    proposedDivisionId: proposed.id,
    proposedDivisionName: proposed.name,
    proposedDivisionNameMr: proposed.nameMr,
  };
}
