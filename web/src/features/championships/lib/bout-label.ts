import type { BracketMatch } from '@contracts/draw';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';

/** A bout as the mat calls it: "Final", "Semi-final, bout 2", "Round 1, bout 7" (`rounds`: the final's round). */
export function boutLabel(match: Pick<BracketMatch, 'round' | 'position'>, rounds: number): string {
  const name = copy.round(match.round, rounds);
  return match.round === rounds ? name : copy.bout(name, match.position);
}
