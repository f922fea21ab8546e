import type { Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { NAME_WITHHELD, type MemberCertificate } from '../contracts/certificate';
import type { RankHistoryEntry } from '../contracts/grading';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments } from '../db/zod-converter';
import { listRankAwards } from '../gradings/grading-repository';
import { toRankHistoryEntry } from '../gradings/rank-history';
import { listCertificatesOf } from './supersede';
import { toMemberCertificate } from './stored-certificate';

// What the rank and certificate records hold about one athlete, for the member's download and for
// the athlete's erasure. Erasing keeps every certificate verifiable by its number (a school may
// still need to check one) but unlinks it: no athlete, no name ("Name withheld"), no membership
// number, and no token (it carries the name). The rank history and grading results go.

const DEADLINE_MS = 10_000;

async function gradingResultsOf(athleteId: string) {
  const snapshot = await withDeadline(
    collections.gradingResults().where('athleteId', '==', athleteId).get(),
    DEADLINE_MS,
    'List grading results of athlete',
  );
  return snapshot.docs;
}

/** Reads first, then returns the writes that erase the athlete's traces, for the erasure's batch. */
export async function certificateErasure(
  athleteId: string,
): Promise<(batch: WriteBatch, at: Timestamp) => void> {
  const [certificates, awards, results] = await Promise.all([
    listCertificatesOf(athleteId),
    withDeadline(
      collections.rankAwards().where('athleteId', '==', athleteId).get(),
      DEADLINE_MS,
      'List rank awards of athlete',
    ),
    gradingResultsOf(athleteId),
  ]);
  return (batch, at) => {
    for (const { number, data } of certificates) {
      batch.set(collections.certificates().doc(number), {
        ...data,
        athleteId: null,
        holderName: NAME_WITHHELD,
        membershipNumber: null,
        token: null,
        updatedAt: at,
      });
    }
    for (const award of awards.docs) batch.delete(award.ref);
    for (const result of results) batch.delete(result.ref);
  };
}

export interface ExportedGradingResult {
  athleteId: string;
  gradingId: string;
  rank: string;
  result: string;
  certificateNumber: string | null;
  recordedAt: string;
}

/** The member's download: certificates (with tokens), rank history and grading results. */
export async function certificateRecordsForExport(athleteIds: readonly string[]) {
  const perAthlete = await Promise.all(
    athleteIds.map(async (athleteId) => {
      const [certificates, awards, results] = await Promise.all([
        listCertificatesOf(athleteId),
        listRankAwards(athleteId),
        gradingResultsOf(athleteId),
      ]);
      return {
        certificates: certificates.flatMap(({ number, data }): MemberCertificate[] =>
          data.token !== null
            ? [toMemberCertificate(number, { ...data, athleteId, token: data.token })]
            : [],
        ),
        rankHistory: awards.map((award): RankHistoryEntry & { athleteId: string } => ({
          athleteId,
          ...toRankHistoryEntry(award),
        })),
        gradingResults: readValidDocuments(results, () => undefined).map(
          ({ data }): ExportedGradingResult => ({
            athleteId,
            gradingId: data.gradingId,
            rank: data.rank,
            result: data.result,
            certificateNumber: data.certificateNumber,
            recordedAt: data.recordedAt.toDate().toISOString(),
          }),
        ),
      };
    }),
  );
  return {
    certificates: perAthlete.flatMap((part) => part.certificates),
    rankHistory: perAthlete.flatMap((part) => part.rankHistory),
    gradingResults: perAthlete.flatMap((part) => part.gradingResults),
  };
}

export type CertificateExport = Awaited<ReturnType<typeof certificateRecordsForExport>>;
