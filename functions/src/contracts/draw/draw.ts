import type { BracketMatch, DivisionBracket, DivisionToDraw, DrawEntry } from './types';
import { bracketSize, firstRoundCapacities, matchId, nextSlot, roundCount } from './layout';
import { byCodeUnits } from './hash';
import { placeEntries } from './place';
import { seededStream } from './random';

// The draw of one division and of a whole championship: the same seed and entries give the same
// brackets, whatever order the entries and divisions are given in.

function side(entry: DrawEntry): DrawEntry {
  return { entryId: entry.entryId, athleteName: entry.athleteName, clubId: entry.clubId };
}

/** Draws one division: every match of every round, byes decided, later rounds empty. */
export function drawDivision(seed: string, division: DivisionToDraw): DivisionBracket {
  const entries = [...division.entries].sort((a, b) => byCodeUnits(a.entryId, b.entryId)).map(side);
  const bracket: DivisionBracket = { id: division.id, name: division.name, entries, matches: [] };
  if (entries.length < 2) return bracket;

  const size = bracketSize(entries.length);
  const placed = placeEntries(
    entries,
    firstRoundCapacities(entries.length),
    seededStream(seed, division.id),
  );
  const rounds: BracketMatch[][] = [];
  for (let round = 1, count = size / 2; round <= roundCount(size); round += 1, count /= 2) {
    const matches: BracketMatch[] = [];
    for (let position = 1; position <= count; position += 1) {
      const [red, blue] = round === 1 ? (placed[position - 1] ?? []) : [];
      matches.push({
        id: matchId(division.id, round, position),
        round,
        position,
        red: red ?? null,
        blue: blue ?? null,
        winnerEntryId: null,
      });
    }
    rounds.push(matches);
  }
  // A bye is won at the draw: its athlete goes straight to round 2.
  for (const match of rounds[0] ?? []) {
    if (match.red && !match.blue) {
      match.winnerEntryId = match.red.entryId;
      const to = nextSlot(match.round, match.position);
      const next = rounds[to.round - 1]?.[to.position - 1];
      if (next) next[to.side] = match.red;
    }
  }
  bracket.matches = rounds.flat();
  return bracket;
}

/** Draws every division of a championship, in order of division id. Entry ids must be unique. */
export function drawChampionship(input: {
  seed: string;
  divisions: readonly DivisionToDraw[];
}): DivisionBracket[] {
  const divisionIds = new Set<string>();
  const entryIds = new Set<string>();
  for (const division of input.divisions) {
    if (divisionIds.has(division.id)) throw new Error(`Division ${division.id} given twice`);
    divisionIds.add(division.id);
    for (const entry of division.entries) {
      if (entryIds.has(entry.entryId)) throw new Error(`Entry ${entry.entryId} given twice`);
      entryIds.add(entry.entryId);
    }
  }
  return [...input.divisions]
    .sort((a, b) => byCodeUnits(a.id, b.id))
    .map((division) => drawDivision(input.seed, division));
}
