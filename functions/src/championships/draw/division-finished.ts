import type { Caller } from '../../auth/caller';
import { divisionMedals, type BracketMatch, type BracketSide } from '../../contracts/draw';
import { issueDivisionCertificates, type Medal } from '../results/division-certificates';

// Called by the scoring route after a write that decides a division's final, or corrects it:
// the medallists get their championship certificates (a corrected final supersedes the earlier
// ones). Safe to call more than once for the same outcome: nothing is issued twice.

export interface DivisionFinishedArgs {
  eventId: string;
  divisionId: string;
  /** The division's name as stored with its bracket, e.g. "Junior Male −55 kg". */
  divisionName: string;
  /** Every match of the division after the scoring write. */
  matches: readonly BracketMatch[];
  /** The division's entries: a division of one entry has no match, its athlete takes gold. */
  entries?: readonly BracketSide[];
  /** Who scored: the audit entry's actor and the certificates' issuer. */
  actor: Caller;
  now?: number;
}

/** Resolves once the certificates of the division's medallists match its bracket. */
export async function divisionFinished(args: DivisionFinishedArgs): Promise<void> {
  const medals = divisionMedals(args.matches, args.entries);
  // Not finished (the final still to fight): nothing to certify yet.
  if (!medals) return;
  const list: Medal[] = [
    { entryId: medals.gold.entryId, medal: 'gold' },
    ...(medals.silver ? [{ entryId: medals.silver.entryId, medal: 'silver' as const }] : []),
    ...medals.bronze.map((side) => ({ entryId: side.entryId, medal: 'bronze' as const })),
  ];
  await issueDivisionCertificates({
    eventId: args.eventId,
    divisionId: args.divisionId,
    divisionName: args.divisionName,
    medals: list,
    actor: args.actor,
    ...(args.now !== undefined && { now: args.now }),
  });
}
