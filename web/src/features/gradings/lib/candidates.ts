import type { AdminAthleteRow } from '@contracts/admin-athlete';
import type { GradingResult, GradingResultsPayload } from '@contracts/grading';
import { ranksReachableByGrading } from '@contracts/rank-rules';
import type { RankId } from '@contracts/ranks';

// The candidates on the grading screen before their results are sent: each with the ranks the
// association's rule lets one grading award from their current rank (contracts/rank-rules.ts).

export interface Candidate {
  athlete: AdminAthleteRow;
  result: GradingResult;
  rank: RankId;
  /** The ranks this grading may award; empty at the top of the list. */
  choices: RankId[];
}

/** A new candidate: a pass at the next rank, the usual outcome, so most rows need no change. */
export function newCandidate(athlete: AdminAthleteRow): Candidate | null {
  const choices = ranksReachableByGrading(athlete.currentRank);
  const [next] = choices;
  return next ? { athlete, result: 'pass', rank: next, choices } : null;
}

export function resultsPayload(candidates: readonly Candidate[]): GradingResultsPayload {
  return {
    results: candidates.map(({ athlete, rank, result }) => ({
      athleteId: athlete.id,
      rank,
      result,
    })),
  };
}
