import type { DivisionBracket } from './types';
import { drawChampionship } from './draw';
import { entriesHash } from './hash';

// "This draw checks out": what the public bracket page runs in the browser. From the published
// seed and entries it recomputes the entries hash and draws every division again, then compares
// the first round (later rounds fill in as bouts are fought, so only the first shows the draw).

export type DrawCheck =
  | { ok: true }
  | { ok: false; reason: 'hash-mismatch' }
  | { ok: false; reason: 'bracket-mismatch'; divisionId: string };

function firstRound(bracket: DivisionBracket): string {
  return bracket.matches
    .filter((match) => match.round === 1)
    .map((match) => `${match.id}:${match.red?.entryId ?? '-'}:${match.blue?.entryId ?? '-'}`)
    .join(',');
}

export function verifyDraw(published: {
  seed: string;
  entriesHash: string;
  divisions: readonly DivisionBracket[];
}): DrawCheck {
  const entryIds = published.divisions.flatMap((division) =>
    division.entries.map((e) => e.entryId),
  );
  if (entriesHash(entryIds) !== published.entriesHash)
    return { ok: false, reason: 'hash-mismatch' };
  const again = drawChampionship({ seed: published.seed, divisions: published.divisions });
  const byId = new Map(again.map((division) => [division.id, division]));
  for (const division of published.divisions) {
    const redrawn = byId.get(division.id);
    if (!redrawn || firstRound(redrawn) !== firstRound(division))
      return { ok: false, reason: 'bracket-mismatch', divisionId: division.id };
  }
  return { ok: true };
}
