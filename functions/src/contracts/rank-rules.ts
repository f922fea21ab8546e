import { rankIds, rankOrder, type RankId } from './ranks';

// How far a rank may move at one grading: the association's rule, written once as data. The
// server refuses a result that breaks it, and the office's grading screen warns before sending.
//
// - A rank never goes down, and a pass at the same rank is not a promotion.
// - Among the coloured belts (white up to red-black) a candidate may be promoted at most two steps
//   at one grading: the usual one step, or a double promotion for an exceptional candidate.
// - To black belt, and from one black-belt degree (dan) to the next, one step at a time: the
//   black belt and each dan are examined on their own.
// A rank recognised from before the system (earned elsewhere, with its reason) is not a grading:
// it may jump any distance, but may still not go down.

export const RANK_JUMP_RULE = {
  /** Most steps up the rank list at one grading while the new rank is a coloured belt. */
  maxColouredBeltSteps: 2,
  /** Most steps when the new rank is black or a dan. */
  maxBlackBeltSteps: 1,
  /** The first rank examined one step at a time. */
  firstSingleStepRank: 'black',
} as const satisfies {
  maxColouredBeltSteps: number;
  maxBlackBeltSteps: number;
  firstSingleStepRank: RankId;
};

export type RankStepProblem = 'not-higher' | 'too-far';

/** The most steps a grading may award when its new rank is `to`. */
export function maxStepsTo(to: RankId): number {
  return rankOrder(to) >= rankOrder(RANK_JUMP_RULE.firstSingleStepRank)
    ? RANK_JUMP_RULE.maxBlackBeltSteps
    : RANK_JUMP_RULE.maxColouredBeltSteps;
}

/** Why a grading may not take an athlete from `from` to `to`, or null when it may. */
export function gradingStepProblem(from: RankId, to: RankId): RankStepProblem | null {
  const steps = rankOrder(to) - rankOrder(from);
  if (steps <= 0) return 'not-higher';
  return steps > maxStepsTo(to) ? 'too-far' : null;
}

/** Why a rank recognised from before the system may not be recorded, or null when it may. */
export function recognisedStepProblem(from: RankId, to: RankId): RankStepProblem | null {
  return rankOrder(to) > rankOrder(from) ? null : 'not-higher';
}

/** The ranks a grading may award to an athlete now at `from` (for the office's pickers). */
export function ranksReachableByGrading(from: RankId): RankId[] {
  return rankIds.filter((to) => gradingStepProblem(from, to) === null);
}
