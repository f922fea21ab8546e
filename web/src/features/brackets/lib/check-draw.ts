import { drawChampionship, entriesHash } from '@contracts/draw';
import { bracketsCopy } from '@/features/brackets/content/brackets-copy';
import type { BracketMatch, BracketSide, Brackets, DivisionBracket } from './bracket-types';
import { divisionTitle } from './division-title';

// "Check this draw", run in the browser: loaded only when the visitor asks (draw-check.tsx), so
// the draw program is not part of the page's first download. It trusts nothing but the published
// brackets: the entries are read from the first round itself, the fingerprint and the draw are
// made again here with the same code the server drew with, and every first-round bout compared.

const copy = bracketsCopy.check;
const { bye, match: boutName } = bracketsCopy;

export type DrawVerdict =
  { ok: true; entries: number; divisions: number } | { ok: false; problems: string[] };

/** The athletes a division's bracket holds: its first round's sides (its list, with no bout). */
function entriesOf(division: DivisionBracket): BracketSide[] {
  if (division.matches.length === 0) return division.entries;
  return division.matches
    .filter((match) => match.round === 1)
    .flatMap((match) => [match.red, match.blue])
    .filter((side): side is BracketSide => side !== null);
}

const sideText = (side: BracketSide | null) => side?.athleteName ?? bye;
const pairText = (match: BracketMatch | undefined) =>
  match ? copy.pair(sideText(match.red), sideText(match.blue)) : '—';
const samePair = (a: BracketMatch | undefined, b: BracketMatch | undefined) =>
  a?.red?.entryId === b?.red?.entryId && a?.blue?.entryId === b?.blue?.entryId;

/** The first-round bouts where the published bracket and the one drawn here differ, in words. */
function boutProblems(published: DivisionBracket, drawn: DivisionBracket): string[] {
  const firstRound = (bracket: DivisionBracket) =>
    new Map(bracket.matches.filter((m) => m.round === 1).map((m) => [m.position, m]));
  const [mine, theirs] = [firstRound(drawn), firstRound(published)];
  const positions = [...new Set([...mine.keys(), ...theirs.keys()])].sort((a, b) => a - b);
  return positions.flatMap((position) => {
    const [shown, made] = [theirs.get(position), mine.get(position)];
    if (samePair(shown, made)) return [];
    const name = divisionTitle(published);
    return [copy.bout(name, boutName(position), pairText(shown), pairText(made))];
  });
}

/** Whether the published brackets are the draw their seed and entries give, and if not, where. */
export function checkDraw(brackets: Brackets): DrawVerdict {
  const divisions = brackets.divisions.map((division) => ({
    id: division.id,
    name: division.name,
    entries: entriesOf(division),
  }));
  const entryIds = divisions.flatMap((division) => division.entries.map((e) => e.entryId));
  const problems: string[] = [];

  const computed = entriesHash(entryIds);
  if (computed !== brackets.entriesHash) problems.push(copy.hash(brackets.entriesHash, computed));

  const drawn = new Map(
    drawChampionship({ seed: brackets.seed, divisions }).map((division) => [division.id, division]),
  );
  for (const published of brackets.divisions) {
    const again = drawn.get(published.id);
    if (!again) problems.push(copy.division(divisionTitle(published)));
    else problems.push(...boutProblems(published, again));
  }
  return problems.length === 0
    ? { ok: true, entries: entryIds.length, divisions: divisions.length }
    : { ok: false, problems };
}
