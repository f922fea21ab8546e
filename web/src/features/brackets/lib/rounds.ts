import { roundName } from '@/features/brackets/content/brackets-copy';
import type { BracketMatch, Brackets, DivisionBracket } from './bracket-types';

export interface Round {
  round: number;
  name: string;
  matches: BracketMatch[];
}

/** A division's bouts by round, first round first, each round's bouts in bracket order. */
export function roundsOf(matches: readonly BracketMatch[]): Round[] {
  const byRound = new Map<number, BracketMatch[]>();
  for (const match of matches)
    byRound.set(match.round, [...(byRound.get(match.round) ?? []), match]);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({
      round,
      name: roundName(list.length),
      matches: [...list].sort((a, b) => a.position - b.position),
    }));
}

/** A bout with one side empty from the draw: its athlete goes through without fighting. */
export const isBye = (match: BracketMatch) =>
  match.round === 1 && (match.red === null) !== (match.blue === null);

/** Whether every bout of the division has its winner (its final, then, too). */
export const divisionDecided = (division: DivisionBracket) =>
  division.matches.every((match) => match.winnerEntryId !== null);

/** Whether nothing is left to fight anywhere: the page stops asking for news then. */
export const championshipDecided = (brackets: Brackets) =>
  brackets.divisions.every(divisionDecided);

/** The athlete who won a bout, if it has a winner. */
export function winnerOf(match: BracketMatch) {
  if (match.winnerEntryId === null) return null;
  if (match.red?.entryId === match.winnerEntryId) return match.red;
  if (match.blue?.entryId === match.winnerEntryId) return match.blue;
  return null;
}
