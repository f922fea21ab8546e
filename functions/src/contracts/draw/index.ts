// The championship draw, the same code on the server and in the browser.
//
// How a division is drawn, in words anyone can check:
// 1. The office presses "draw". Entries close, and a seed is picked: 32 random bytes, written as
//    64 hex characters. The seed is published with the brackets, together with the entries hash:
//    SHA-256 of every entry id of the championship, sorted and one per line. Nobody can change an
//    entry afterwards without the hash changing.
// 2. Each division's bracket is the smallest of 2, 4, 8, 16 … places that holds its athletes. The
//    empty places are byes, only in the first round, spread out where a printed tournament sheet
//    puts the highest seed numbers, so they never bunch together. An athlete with a bye goes
//    straight to round 2.
// 3. Every coin toss of a division comes from SHA-256 of "<seed>|<division id>|<counter>". The
//    athletes are first sorted by entry id, so the order the list was typed in does not matter.
// 4. The bracket is cut in halves, each half in quarters, and so on. At every cut each club's
//    athletes are shared out as evenly as possible (5 athletes: 2 on one side, 3 on the other;
//    the coin decides which side and who). So teammates land in opposite halves and quarters, and
//    two athletes of one club never meet in the first round whenever the club holds no more than
//    half the division. Names and clubs give no one an advantage: only the coin decides.
// 5. Anyone with the seed and the entries can run the same steps and get the same brackets; the
//    public bracket page does exactly that in the browser and says whether the draw checks out.
//
// Two bronzes: both semi-final losers. Match ids read `<division id>.r<round>.m<position>`.

export type {
  ApplyWinnerError,
  ApplyWinnerResult,
  BracketMatch,
  BracketSide,
  DivisionBracket,
  DivisionMedals,
  DivisionToDraw,
  DrawEntry,
} from './types';
export { entriesHash, sha256Hex } from './hash';
export { drawChampionship, drawDivision } from './draw';
export { applyWinner } from './advance';
export { divisionMedals, medalTally, type TallyRow } from './medals';
export { verifyDraw, type DrawCheck } from './verify';
export { bracketSize, matchId, nextSlot } from './layout';
