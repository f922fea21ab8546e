// The shapes the draw works on. Plain TypeScript (no zod) so the browser can re-run the draw
// without the schemas; contracts/bracket.ts holds the zod schemas of the same shapes for the API.

/** One frozen entry of a division, as the draw takes it. */
export interface DrawEntry {
  entryId: string;
  athleteName: string;
  clubId: string;
}

/** A side of a match: the athlete in it, or null for a bye (round 1) or a place still to be won. */
export type BracketSide = DrawEntry;

/** Results of a match are told by `winnerEntryId` only; the loser is the other side. */
export interface BracketMatch {
  /** `<divisionId>.r<round>.m<position>`: URL-safe, the same on every run of the draw. */
  id: string;
  /** 1 = the first round; the final is the last round. */
  round: number;
  /** 1-based within the round, top of the bracket first. */
  position: number;
  red: BracketSide | null;
  blue: BracketSide | null;
  winnerEntryId: string | null;
}

/** A division as the draw lays it out. */
export interface DivisionBracket {
  id: string;
  name: string;
  /**
   * The frozen entries the division was drawn from, sorted by entry id. A division of one entry
   * has no match, so this is the only place its athlete shows; with it, anyone can re-run the
   * draw and recompute the entries hash from the public page alone.
   */
  entries: BracketSide[];
  /** Every match of every round, round by round, top first; empty for fewer than two entries. */
  matches: BracketMatch[];
}

/** What one division is drawn from. */
export interface DivisionToDraw {
  id: string;
  name: string;
  entries: readonly DrawEntry[];
}

/** A finished division's medallists (two bronzes: both semi-final losers, when there are such). */
export interface DivisionMedals {
  gold: BracketSide;
  silver: BracketSide | null;
  bronze: BracketSide[];
}

export type ApplyWinnerError =
  'match-not-found' | 'match-not-ready' | 'not-in-match' | 'match-locked';

export type ApplyWinnerResult =
  { ok: true; matches: BracketMatch[] } | { ok: false; code: ApplyWinnerError };
