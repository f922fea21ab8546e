import type { DivisionResult, Results } from '@contracts/bracket';

/** Divisions whose final is decided: the only ones with medals to show. */
export const decidedDivisions = (results: Results): DivisionResult[] =>
  results.divisions.filter((division) => division.gold !== null);

/** Every division decided: the championship is over. */
export const isFinished = (results: Results): boolean =>
  results.divisions.length > 0 && decidedDivisions(results).length === results.divisions.length;
