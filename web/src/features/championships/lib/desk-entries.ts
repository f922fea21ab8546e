import type { DeskEntry } from '@contracts/championship';
import type { QueuedAction } from './weigh-in-queue';

/** The server's answer to a weigh-in or a decision, as the desk's list records it. */
export type DeskAnswer =
  | {
      kind: 'weigh-in';
      result:
        | { status: 'weighed-in'; weightKg: number }
        | {
            status: 'needs-decision';
            weightKg: number;
            proposedDivisionId: string;
            proposedDivisionName: string;
          };
    }
  | {
      kind: 'decision';
      result: { status: 'weighed-in' | 'disqualified'; divisionId: string; divisionName: string };
    };

/**
 * The desk's list after the server answered one action: the entry's status, weight and proposal
 * as the server now holds them. The division changes only with a decision to move.
 */
export function applySent(
  entries: readonly DeskEntry[],
  action: QueuedAction,
  answer: DeskAnswer,
): DeskEntry[] {
  return entries.map((entry) => {
    if (entry.id !== action.entryId) return entry;
    if (answer.kind === 'decision') {
      const { status, divisionId, divisionName } = answer.result;
      return {
        ...entry,
        status,
        divisionId,
        divisionName,
        proposedDivisionId: null,
        proposedDivisionName: null,
      };
    }
    const { result } = answer;
    if (result.status === 'weighed-in') {
      return {
        ...entry,
        status: 'weighed-in',
        weighedKg: result.weightKg,
        proposedDivisionId: null,
        proposedDivisionName: null,
      };
    }
    return {
      ...entry,
      status: 'needs-decision',
      weighedKg: result.weightKg,
      proposedDivisionId: result.proposedDivisionId,
      proposedDivisionName: result.proposedDivisionName,
    };
  });
}
