import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry, recordAuditEntry } from '../admin/audit-log';
import { viewerOf } from '../athletes/athlete-access';
import { athleteNotFound } from '../athletes/athlete-errors';
import { readAthlete } from '../athletes/athlete-repository';
import type { Caller } from '../auth/caller';
import { todayInKolkata } from '../contracts/calendar-days';
import { certificateMessages as m } from '../contracts/certificate';
import type { RankHistoryEntry, RecognisedRankPayload } from '../contracts/grading';
import { recognisedStepProblem } from '../contracts/rank-rules';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { invalidInput } from '../http/http-error';
import { listRankAwards } from './grading-repository';
import type { StoredRankAward } from './stored-grading';

// An athlete's rank history: read by its guardians, the office and its club's coach (anyone else
// gets the same 404 as for no athlete), and the office's recording of a rank earned before the
// system, with its reason.

const DEADLINE_MS = 5_000;

export function toRankHistoryEntry(award: StoredRankAward): RankHistoryEntry {
  return {
    rank: award.rank,
    awardedOn: award.awardedOn,
    source: award.source,
    ...(award.gradingId !== null && { gradingId: award.gradingId }),
    ...(award.certificateNumber !== null && { certificateNumber: award.certificateNumber }),
    ...(award.reason !== null && { reason: award.reason }),
  };
}

/** GET /api/athletes/{id}/ranks. The office's read of a child's record is logged, as elsewhere. */
export async function readRankHistoryFor(
  caller: Caller,
  athleteId: string,
): Promise<RankHistoryEntry[]> {
  const athlete = await readAthlete(athleteId);
  const viewer = athlete && viewerOf(caller, athlete);
  if (!athlete || !viewer) throw athleteNotFound();
  const awards = await listRankAwards(athleteId);
  if (viewer === 'admin') {
    await recordAuditEntry({
      actor: caller,
      action: 'athlete.read',
      target: { collection: COLLECTION_NAMES.athletes, id: athleteId },
      statusBefore: null,
      statusAfter: 'rank history',
      at: Timestamp.now(),
    });
  }
  return awards.map(toRankHistoryEntry);
}

/**
 * POST /api/admin/athletes/{id}/ranks: a rank earned before the system (e.g. with another
 * association). It may jump any distance but never down, and never before the last rank's date.
 * No certificate is issued: the association did not examine it.
 */
export async function recogniseRank(
  caller: Caller,
  athleteId: string,
  payload: RecognisedRankPayload,
  now = Date.now(),
): Promise<RankHistoryEntry> {
  const athlete = await readAthlete(athleteId);
  if (!athlete) throw athleteNotFound();
  if (payload.awardedOn > todayInKolkata(new Date(now))) {
    throw invalidInput({ awardedOn: m.awardedOnFuture });
  }
  if (recognisedStepProblem(athlete.currentRank, payload.rank)) {
    throw invalidInput({ rank: m.rankNotHigher }, 'rank/not-higher');
  }
  const last = (await listRankAwards(athleteId)).at(-1);
  if (last && payload.awardedOn < last.awardedOn) {
    throw invalidInput({ awardedOn: m.awardedOnBeforeLast }, 'rank/not-higher');
  }
  const at = Timestamp.fromMillis(now);
  const award: StoredRankAward = {
    athleteId,
    rank: payload.rank,
    awardedOn: payload.awardedOn,
    source: 'recognised',
    gradingId: null,
    certificateNumber: null,
    reason: payload.reason,
    recordedByUid: caller.uid,
    createdAt: at,
  };
  const batch = collections.rankAwards().firestore.batch();
  batch.create(collections.rankAwards().doc(), award);
  batch.update(collections.athletes().doc(athleteId), { currentRank: payload.rank, updatedAt: at });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'rank.recognise',
    target: { collection: COLLECTION_NAMES.athletes, id: athleteId },
    statusBefore: athlete.currentRank,
    statusAfter: payload.rank,
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Recognise rank');
  return toRankHistoryEntry(award);
}
