import type { BracketMatch, BracketSide, DivisionBracket } from '@contracts/draw';

// What the scoring screen shows of a division's bracket: the bouts ready to score, the ones
// decided, and whether a decided one may still be corrected. Pure, from the bracket as the server
// sends it; the server checks every score again (applyWinner in the contracts).

/** A bout the mat can fight now: both athletes known, no winner yet. */
export interface ReadyBout {
  match: BracketMatch;
  red: BracketSide;
  blue: BracketSide;
}

/** A bout fought and decided (byes are not bouts: nobody fought them). */
export interface DecidedBout extends ReadyBout {
  winner: BracketSide;
  loser: BracketSide;
  /** The bout the winner went on to, when it has been decided too: the correction is locked. */
  lockedBy: BracketMatch | null;
}

const inOrder = (a: BracketMatch, b: BracketMatch) => a.round - b.round || a.position - b.position;

/** How many rounds the division's bracket has (its final's round). */
export function roundCount(matches: readonly BracketMatch[]): number {
  return matches.reduce((most, match) => Math.max(most, match.round), 0);
}

export function readyBouts(matches: readonly BracketMatch[]): ReadyBout[] {
  return matches
    .filter((match) => match.red && match.blue && match.winnerEntryId === null)
    .sort(inOrder)
    .map((match) => ({ match, red: match.red as BracketSide, blue: match.blue as BracketSide }));
}

/** The match a winner of `match` goes to: ceil(m/2) of the next round; none after the final. */
export function nextMatchOf(
  matches: readonly BracketMatch[],
  match: BracketMatch,
): BracketMatch | null {
  const position = Math.ceil(match.position / 2);
  return (
    matches.find((other) => other.round === match.round + 1 && other.position === position) ?? null
  );
}

/** Decided bouts, latest round first: the one just scored is at the top, where a slip is seen. */
export function decidedBouts(matches: readonly BracketMatch[]): DecidedBout[] {
  return matches
    .filter((match) => match.red && match.blue && match.winnerEntryId !== null)
    .sort((a, b) => inOrder(b, a))
    .map((match) => {
      const red = match.red as BracketSide;
      const blue = match.blue as BracketSide;
      const redWon = match.winnerEntryId === red.entryId;
      const next = nextMatchOf(matches, match);
      return {
        match,
        red,
        blue,
        winner: redWon ? red : blue,
        loser: redWon ? blue : red,
        lockedBy: next && next.winnerEntryId !== null ? next : null,
      };
    });
}

/** Finished: every match has its winner, the final included (a division of one has none). */
export function isFinished(matches: readonly BracketMatch[]): boolean {
  return matches.every((match) => match.winnerEntryId !== null);
}

export interface DivisionChoice {
  division: DivisionBracket;
  ready: number;
  finished: boolean;
}

/**
 * The divisions in the order an official wants them: those with bouts to score first, then those
 * waiting for another mat, the finished ones last; the draw's order within each group.
 */
export function divisionChoices(divisions: readonly DivisionBracket[]): DivisionChoice[] {
  const rank = (choice: DivisionChoice) => (choice.finished ? 2 : choice.ready > 0 ? 0 : 1);
  return divisions
    .map((division) => ({
      division,
      ready: readyBouts(division.matches).length,
      finished: isFinished(division.matches),
    }))
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => rank(a.choice) - rank(b.choice) || a.index - b.index)
    .map(({ choice }) => choice);
}

/** The office's count: bouts to fight, byes left out. */
export function boutCount(divisions: readonly DivisionBracket[]): number {
  return divisions.reduce(
    (sum, division) =>
      sum +
      division.matches.filter((match) => !(match.round === 1 && (!match.red || !match.blue)))
        .length,
    0,
  );
}

/** Bouts with a winner, byes left out: what a redraw would erase. */
export function scoredCount(divisions: readonly DivisionBracket[]): number {
  return divisions.reduce((sum, division) => sum + decidedBouts(division.matches).length, 0);
}
