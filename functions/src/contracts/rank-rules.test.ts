import { describe, expect, it } from 'vitest';
import {
  gradingStepProblem,
  RANK_JUMP_RULE,
  ranksReachableByGrading,
  recognisedStepProblem,
} from './rank-rules';
import { rankIds } from './ranks';

describe('the rank jump rule', () => {
  it('never lets a rank go down or stay, at a grading or recognised', () => {
    for (const from of rankIds) {
      for (const to of rankIds.slice(0, rankIds.indexOf(from) + 1)) {
        expect(gradingStepProblem(from, to)).toBe('not-higher');
        expect(recognisedStepProblem(from, to)).toBe('not-higher');
      }
    }
  });

  it('allows up to two coloured-belt steps, and one step to black and each dan', () => {
    expect(RANK_JUMP_RULE.maxColouredBeltSteps).toBe(2);
    expect(gradingStepProblem('white', 'yellow')).toBeNull();
    expect(gradingStepProblem('white', 'yellow-green')).toBeNull();
    expect(gradingStepProblem('white', 'green')).toBe('too-far');
    expect(gradingStepProblem('red-black', 'black')).toBeNull();
    expect(gradingStepProblem('red-advanced', 'black')).toBe('too-far');
    expect(gradingStepProblem('black', 'dan-1')).toBeNull();
    expect(gradingStepProblem('dan-1', 'dan-3')).toBe('too-far');
    expect(ranksReachableByGrading('white')).toEqual(['yellow', 'yellow-green']);
    expect(ranksReachableByGrading('dan-9')).toEqual([]);
  });

  it('lets a recognised rank jump any distance upwards', () => {
    expect(recognisedStepProblem('white', 'dan-2')).toBeNull();
  });
});
