import type { ApplyWinnerResult, BracketMatch } from './types';
import { nextSlot } from './layout';

// Recording a bout's winner, who then takes their place in the next round. A result may be
// corrected while the match the winner went on to is still undecided: the corrected winner then
// replaces them there. Once that next match has a result too, the first one is locked.

function sideIds(match: BracketMatch): string[] {
  return [match.red?.entryId, match.blue?.entryId].filter((id): id is string => id !== undefined);
}

/** The matches with `winnerEntryId` recorded as the winner of `matchId`, or why not. */
export function applyWinner(
  matches: readonly BracketMatch[],
  matchIdToDecide: string,
  winnerEntryId: string,
): ApplyWinnerResult {
  const index = matches.findIndex((match) => match.id === matchIdToDecide);
  const match = matches[index];
  if (!match) return { ok: false, code: 'match-not-found' };
  // A first-round match with one side is a bye, decided by the draw; any other match needs both.
  const isBye = match.round === 1 && (match.red === null) !== (match.blue === null);
  if (!isBye && (match.red === null || match.blue === null))
    return { ok: false, code: 'match-not-ready' };
  if (!sideIds(match).includes(winnerEntryId)) return { ok: false, code: 'not-in-match' };
  if (match.winnerEntryId === winnerEntryId) return { ok: true, matches: [...matches] };

  const winner = match.red?.entryId === winnerEntryId ? match.red : match.blue;
  const to = nextSlot(match.round, match.position);
  const nextIndex = matches.findIndex((m) => m.round === to.round && m.position === to.position);
  const next = matches[nextIndex];
  if (next && next.winnerEntryId !== null) return { ok: false, code: 'match-locked' };

  const updated = [...matches];
  updated[index] = { ...match, winnerEntryId };
  if (next) updated[nextIndex] = { ...next, [to.side]: winner };
  return { ok: true, matches: updated };
}
