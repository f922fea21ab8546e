import type { DivisionBracket } from './bracket-types';
import { isBye, roundsOf } from './rounds';

/**
 * The round a phone shows first: the followed athlete's last round, else the first round with a
 * bout still to fight (where the hall is now), else the final. As the tab's id (the round number).
 */
export function defaultRound(division: DivisionBracket, followedEntryId: string | null): string {
  const rounds = roundsOf(division.matches);
  const reached = rounds.filter((round) =>
    round.matches.some(
      (match) =>
        followedEntryId !== null &&
        (match.red?.entryId === followedEntryId || match.blue?.entryId === followedEntryId),
    ),
  );
  const open = rounds.find((round) =>
    round.matches.some((match) => match.winnerEntryId === null && !isBye(match)),
  );
  return String((reached.at(-1) ?? open ?? rounds.at(-1))?.round ?? 1);
}
