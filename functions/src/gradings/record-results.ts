import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import { readAthlete } from '../athletes/athlete-repository';
import type { StoredAthlete } from '../athletes/stored-athlete';
import type { Caller } from '../auth/caller';
import { prepareCertificates, requireKeys } from '../certificates/issue-certificate';
import { supersede, validCertificatesOf } from '../certificates/supersede';
import { gradingNotFound } from '../certificates/certificate-errors';
import type { FieldErrors } from '../contracts/api-envelope';
import { athleteMessages } from '../contracts/athlete';
import { todayInKolkata } from '../contracts/calendar-days';
import { certificateMessages as m } from '../contracts/certificate';
import type { GradingResultsAnswer, GradingResultsPayload } from '../contracts/grading';
import { gradingStepProblem } from '../contracts/rank-rules';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { HttpError, invalidInput } from '../http/http-error';
import { readGrading } from './grading-repository';
import { gradingResultId, type StoredGrading } from './stored-grading';

// POST /api/admin/gradings/{id}/results. Every check runs before anything is written; then one
// batch writes each result, and for each pass the rank (history and current rank), its signed
// certificate, the athlete's earlier rank certificate marked superseded, and the audit entry.

const DEADLINE_MS = 15_000;

type Entry = GradingResultsPayload['results'][number];

/** The field errors of the request, judged against each athlete's rank now. */
function rankProblems(
  entries: readonly Entry[],
  athletes: ReadonlyArray<StoredAthlete | undefined>,
) {
  const errors: FieldErrors = {};
  let code: 'validation/invalid' | 'rank/not-higher' | 'rank/too-far' = 'validation/invalid';
  entries.forEach((entry, index) => {
    const athlete = athletes[index];
    if (!athlete) {
      errors[`results.${index}.athleteId`] = athleteMessages.athleteNotFound;
      return;
    }
    if (entry.result !== 'pass') return;
    const problem = gradingStepProblem(athlete.currentRank, entry.rank);
    if (!problem) return;
    errors[`results.${index}.rank`] = problem === 'not-higher' ? m.rankNotHigher : m.rankTooFar;
    if (code === 'validation/invalid')
      code = problem === 'not-higher' ? 'rank/not-higher' : 'rank/too-far';
  });
  return Object.keys(errors).length ? { errors, code } : undefined;
}

async function refuseRecorded(gradingId: string, entries: readonly Entry[]): Promise<void> {
  const snapshots = await Promise.all(
    entries.map((entry) =>
      withDeadline(
        collections.gradingResults().doc(gradingResultId(gradingId, entry.athleteId)).get(),
        DEADLINE_MS,
        'Read grading result',
      ),
    ),
  );
  const errors: FieldErrors = {};
  snapshots.forEach((snapshot, index) => {
    if (snapshot.exists) errors[`results.${index}.athleteId`] = m.resultExists;
  });
  if (Object.keys(errors).length) {
    throw new HttpError(409, 'grading/result-exists', m.resultExists, { errors });
  }
}

async function checkedGrading(gradingId: string, today: string): Promise<StoredGrading> {
  const grading = await readGrading(gradingId);
  if (!grading) throw gradingNotFound();
  if (grading.date > today) throw new HttpError(409, 'grading/not-held-yet', m.gradingNotHeldYet);
  return grading;
}

export async function recordGradingResults(
  caller: Caller,
  gradingId: string,
  { results }: GradingResultsPayload,
  now = Date.now(),
): Promise<GradingResultsAnswer> {
  const today = todayInKolkata(new Date(now));
  const grading = await checkedGrading(gradingId, today);
  const athletes = await Promise.all(results.map((entry) => readAthlete(entry.athleteId)));
  const problems = rankProblems(results, athletes);
  if (problems) throw invalidInput(problems.errors, problems.code);
  await refuseRecorded(gradingId, results);

  const passes = results.flatMap((entry, index) =>
    entry.result === 'pass' ? [{ entry, athlete: athletes[index] as StoredAthlete }] : [],
  );
  const keys = passes.length ? requireKeys() : undefined;
  const [earlier, certificates] = await Promise.all([
    Promise.all(passes.map(({ entry }) => validCertificatesOf(entry.athleteId, 'rank'))),
    keys
      ? prepareCertificates(
          passes.map(({ entry, athlete }) => ({
            kind: 'rank' as const,
            athleteId: entry.athleteId,
            holderName: athlete.fullName,
            rank: entry.rank,
            sourceId: gradingId,
            issuedByUid: caller.uid,
          })),
          now,
          keys,
        )
      : Promise.resolve([]),
  ]);

  const at = Timestamp.fromMillis(now);
  const numberOf = new Map(
    passes.map(({ entry }, index) => [entry.athleteId, certificates[index]?.number]),
  );
  const batch = collections.gradings().firestore.batch();
  for (const entry of results) {
    const certificateNumber = numberOf.get(entry.athleteId) ?? null;
    batch.set(collections.gradingResults().doc(gradingResultId(gradingId, entry.athleteId)), {
      gradingId,
      athleteId: entry.athleteId,
      rank: entry.rank,
      result: entry.result,
      certificateNumber,
      recordedByUid: caller.uid,
      recordedAt: at,
    });
  }
  passes.forEach(({ entry }, index) => {
    const certificate = certificates[index];
    if (!certificate) return;
    supersede(batch, earlier[index] ?? [], today, at);
    batch.set(collections.certificates().doc(certificate.number), certificate.data);
    batch.create(collections.rankAwards().doc(), {
      athleteId: entry.athleteId,
      rank: entry.rank,
      awardedOn: grading.date,
      source: 'grading',
      gradingId,
      certificateNumber: certificate.number,
      reason: null,
      recordedByUid: caller.uid,
      createdAt: at,
    });
    batch.update(collections.athletes().doc(entry.athleteId), {
      currentRank: entry.rank,
      updatedAt: at,
    });
  });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'grading.results',
    target: { collection: COLLECTION_NAMES.gradings, id: gradingId },
    statusBefore: null,
    statusAfter: `${passes.length} passed, ${results.length - passes.length} not passed`,
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Record grading results');
  return {
    issued: certificates.map((certificate, index) => ({
      athleteId: passes[index]?.entry.athleteId ?? '',
      certificateNumber: certificate.number,
    })),
  };
}
