import { Timestamp } from 'firebase-admin/firestore';
import { recordAuditEntry } from '../admin/audit-log';
import { readAthlete } from '../athletes/athlete-repository';
import type { Caller } from '../auth/caller';
import { gradingNotFound } from '../certificates/certificate-errors';
import { NAME_WITHHELD } from '../contracts/certificate';
import type { Grading, GradingCandidate, GradingDetail } from '../contracts/grading';
import { COLLECTION_NAMES } from '../db/collections';
import {
  listAllResults,
  listGradingRecords,
  listResultsOfGrading,
  readGrading,
} from './grading-repository';
import type { StoredGrading, StoredGradingResult } from './stored-grading';

// The office's grading screens: the list (newest first, with counts) and one grading with its
// candidates' results. Showing candidates' names is a read of children's records: logged.

function toGrading(
  id: string,
  data: StoredGrading,
  results: readonly StoredGradingResult[],
): Grading {
  return {
    id,
    date: data.date,
    city: data.city,
    venue: data.venue,
    examiners: data.examiners,
    resultCount: results.length,
    passCount: results.filter((result) => result.result === 'pass').length,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

export async function listGradings(): Promise<Grading[]> {
  const [gradings, results] = await Promise.all([listGradingRecords(), listAllResults()]);
  const byGrading = new Map<string, StoredGradingResult[]>();
  for (const result of results) {
    byGrading.set(result.gradingId, [...(byGrading.get(result.gradingId) ?? []), result]);
  }
  return gradings.map(({ id, data }) => toGrading(id, data, byGrading.get(id) ?? []));
}

export async function readGradingDetail(caller: Caller, id: string): Promise<GradingDetail> {
  const grading = await readGrading(id);
  if (!grading) throw gradingNotFound();
  const results = await listResultsOfGrading(id);
  const athletes = await Promise.all(results.map((result) => readAthlete(result.athleteId)));
  const candidates: GradingCandidate[] = results
    .map((result, index) => ({
      athleteId: result.athleteId,
      athleteName: athletes[index]?.fullName ?? NAME_WITHHELD,
      membershipNumber: athletes[index]?.membershipNumber ?? '',
      rank: result.rank,
      result: result.result,
      certificateNumber: result.certificateNumber,
      recordedAt: result.recordedAt.toDate().toISOString(),
    }))
    .sort((a, b) => a.athleteName.localeCompare(b.athleteName));
  if (candidates.length) {
    await recordAuditEntry({
      actor: caller,
      action: 'athlete.read',
      target: { collection: COLLECTION_NAMES.gradings, id },
      statusBefore: null,
      statusAfter: `${candidates.length} candidates shown`,
      at: Timestamp.now(),
    });
  }
  return { ...toGrading(id, grading, results), results: candidates };
}
