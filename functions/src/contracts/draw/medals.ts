import type { BracketMatch, BracketSide, DivisionMedals } from './types';
import { byCodeUnits } from './hash';

// Medals of a division and the clubs' tally. Gold and silver are the final's winner and loser;
// bronze goes to both semi-final losers (a semi-final that was a bye gives none).

function loser(match: BracketMatch): BracketSide | null {
  if (match.winnerEntryId === null) return null;
  return match.red?.entryId === match.winnerEntryId ? match.blue : match.red;
}

function winnerSide(match: BracketMatch): BracketSide | null {
  if (match.winnerEntryId === null) return null;
  return match.red?.entryId === match.winnerEntryId ? match.red : match.blue;
}

/**
 * The medallists, or null while the final is undecided. A division of one entry has no match: its
 * athlete (given as `entries`) takes gold alone. No entries at all: null.
 */
export function divisionMedals(
  matches: readonly BracketMatch[],
  entries: readonly BracketSide[] = [],
): DivisionMedals | null {
  if (matches.length === 0) {
    const only = entries.length === 1 ? entries[0] : undefined;
    return only ? { gold: only, silver: null, bronze: [] } : null;
  }
  const lastRound = Math.max(...matches.map((match) => match.round));
  const final = matches.find((match) => match.round === lastRound);
  const gold = final ? winnerSide(final) : null;
  if (!final || !gold) return null;
  const bronze = matches
    .filter((match) => match.round === lastRound - 1)
    .sort((a, b) => a.position - b.position)
    .map(loser)
    .filter((side): side is BracketSide => side !== null);
  return { gold, silver: loser(final), bronze };
}

export interface TallyRow {
  clubId: string;
  clubName: string;
  gold: number;
  silver: number;
  bronze: number;
}

/** Medals per club, most golds first, then silvers, then bronzes, then by club name. */
export function medalTally(
  results: readonly DivisionMedals[],
  clubName: (clubId: string) => string,
): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  const row = (clubId: string): TallyRow => {
    let found = rows.get(clubId);
    if (!found) {
      found = { clubId, clubName: clubName(clubId), gold: 0, silver: 0, bronze: 0 };
      rows.set(clubId, found);
    }
    return found;
  };
  for (const result of results) {
    row(result.gold.clubId).gold += 1;
    if (result.silver) row(result.silver.clubId).silver += 1;
    for (const bronze of result.bronze) row(bronze.clubId).bronze += 1;
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.gold - a.gold ||
      b.silver - a.silver ||
      b.bronze - a.bronze ||
      a.clubName.localeCompare(b.clubName) ||
      byCodeUnits(a.clubId, b.clubId),
  );
}
