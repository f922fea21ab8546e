import type { WriteBatch } from 'firebase-admin/firestore';
import { NAME_WITHHELD } from '../../contracts/certificate';
import { listEntriesWhere } from '../championship-repository';
import { bracketRef, listBrackets } from './draw-repository';
import type { StoredBracket, StoredMatch } from './stored-draw';

// An erased athlete in the public brackets: the bouts stay (the other athletes' results depend on
// them, and the draw must still check out, which it does by entry id and club alone), but the
// name goes, as on the athlete's certificates: "Name withheld". The entry id left in the bracket
// is an opaque hash that leads nowhere once the entry is deleted with the athlete.

type Side = StoredMatch['red'];

function withheld(bracket: StoredBracket, entryIds: ReadonlySet<string>): StoredBracket | null {
  let changed = false;
  const hide = <T extends NonNullable<Side>>(side: T): T => {
    if (!entryIds.has(side.entryId) || side.athleteName === NAME_WITHHELD) return side;
    changed = true;
    return { ...side, athleteName: NAME_WITHHELD };
  };
  const entries = bracket.entries.map(hide);
  const matches = bracket.matches.map((match) => ({
    ...match,
    red: match.red && hide(match.red),
    blue: match.blue && hide(match.blue),
  }));
  return changed ? { ...bracket, entries, matches } : null;
}

/** Reads first, then returns the writes that withhold the athlete's name, for the erasure's batch. */
export async function bracketErasure(athleteId: string): Promise<(batch: WriteBatch) => void> {
  const entries = await listEntriesWhere('athleteId', athleteId);
  const entryIds = new Set(entries.map(({ id }) => id));
  const eventIds = [...new Set(entries.map(({ data }) => data.eventId))];
  const brackets = (await Promise.all(eventIds.map(listBrackets))).flat();
  const rewrites = brackets.flatMap(({ data }) => {
    const rewritten = withheld(data, entryIds);
    return rewritten ? [rewritten] : [];
  });
  return (batch) => {
    for (const bracket of rewrites) {
      batch.set(bracketRef(bracket.eventId, bracket.divisionId), bracket);
    }
  };
}
