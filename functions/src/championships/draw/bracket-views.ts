import type { Brackets } from '../../contracts/bracket';
import type { DivisionBracket } from '../../contracts/draw';
import { championshipNotFound } from '../championship-errors';
import { readChampionship } from '../championship-repository';
import { bracketsNotDrawn } from './draw-errors';
import { listBrackets, readDraw } from './draw-repository';
import type { StoredBracket, StoredDraw } from './stored-draw';

// The brackets as everyone sees them: GET /api/events/{id}/brackets, the draw's answer and the
// scoring's. Only the brackets of the current draw are shown (a redraw's commit replaces them all,
// but a leftover of an older seed must never be mistaken for one), in the rules' division order.

export function toDivisionBracket(stored: StoredBracket): DivisionBracket {
  return {
    id: stored.divisionId,
    name: stored.name,
    entries: stored.entries,
    matches: stored.matches,
  };
}

export function toBrackets(draw: StoredDraw, stored: readonly StoredBracket[]): Brackets {
  const current = new Map(
    stored.filter((bracket) => bracket.seed === draw.seed).map((b) => [b.divisionId, b]),
  );
  const divisions = draw.divisionIds.flatMap((id) => {
    const bracket = current.get(id);
    return bracket ? [toDivisionBracket(bracket)] : [];
  });
  return { seed: draw.seed, entriesHash: draw.entriesHash, divisions };
}

/** 404 for an event that is not a championship, 404 `not-drawn` before its draw. */
export async function readBrackets(eventId: string): Promise<Brackets> {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  const [draw, brackets] = await Promise.all([readDraw(eventId), listBrackets(eventId)]);
  if (!draw) throw bracketsNotDrawn();
  return toBrackets(
    draw,
    brackets.map(({ data }) => data),
  );
}
