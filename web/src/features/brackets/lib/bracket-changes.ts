import type { BracketMatch, BracketSide, Brackets } from './bracket-types';
import { roundsOf, winnerOf } from './rounds';

export interface NewResult {
  divisionId: string;
  roundName: string;
  winner: BracketSide;
}

/**
 * The bouts that have a winner now and had none (or another one) in the previous answer: what a
 * visitor is told when the page refreshes itself. The first answer brings no news.
 */
export function newResults(previous: Brackets | null, next: Brackets): NewResult[] {
  if (!previous) return [];
  const before = new Map<string, string | null>();
  for (const division of previous.divisions)
    for (const match of division.matches) before.set(match.id, match.winnerEntryId);
  return next.divisions.flatMap((division) =>
    roundsOf(division.matches).flatMap((round) =>
      round.matches.flatMap((match: BracketMatch) => {
        const winner = winnerOf(match);
        if (!winner || before.get(match.id) === match.winnerEntryId) return [];
        return [{ divisionId: division.id, roundName: round.name, winner }];
      }),
    ),
  );
}
