import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../../admin/audit-log';
import type { Caller } from '../../auth/caller';
import type { Brackets, DrawPayload } from '../../contracts/bracket';
import { drawChampionship, entriesHash } from '../../contracts/draw';
import { collections, COLLECTION_NAMES } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';
import { isAlreadyExists } from '../../db/firestore-errors';
import { championshipNotFound } from '../championship-errors';
import { listEntriesOf, readChampionship } from '../championship-repository';
import { toBrackets } from './bracket-views';
import { divisionFinished } from './division-finished';
import { alreadyDrawn, boutsScored, noEntries, weighInUndecided } from './draw-errors';
import { bracketRef, drawRef, listBrackets, readDraw, type BracketRecord } from './draw-repository';
import { freezeEntries, hasUndecidedWeighIn } from './frozen-entries';
import type { StoredBracket, StoredDraw } from './stored-draw';

// POST /api/admin/events/{id}/draw: the office closes entries and draws every division. The draw
// document, every division's bracket, the removal of an earlier draw's brackets and the audit
// entry go in one batch: all of the draw is there, or none of it.
//
// A redraw replaces the whole draw, with a new seed, and only before the first bout is scored:
// after that the results of the day would be thrown away (a wrong result is corrected bout by
// bout instead). A bye is not a bout: it is decided by the draw itself.

const DEADLINE_MS = 10_000;

/** A bout fought and scored: both sides known and a winner recorded. */
function anyBoutScored(brackets: readonly BracketRecord[], seed: string): boolean {
  return brackets.some(
    ({ data }) =>
      data.seed === seed &&
      data.matches.some((m) => m.winnerEntryId !== null && m.red !== null && m.blue !== null),
  );
}

async function assertDrawable(eventId: string, payload: DrawPayload) {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  const [previous, entries, brackets] = await Promise.all([
    readDraw(eventId),
    listEntriesOf(eventId),
    listBrackets(eventId),
  ]);
  if (previous && !payload.redraw) throw alreadyDrawn();
  if (previous && anyBoutScored(brackets, previous.seed)) throw boutsScored();
  if (hasUndecidedWeighIn(entries)) throw weighInUndecided();
  const frozen = freezeEntries(entries, championship.disciplines);
  if (frozen.entryIds.length === 0) throw noEntries();
  return { previous, frozen, brackets };
}

export async function runDraw(
  caller: Caller,
  eventId: string,
  payload: DrawPayload,
): Promise<Brackets> {
  const { previous, frozen, brackets: before } = await assertDrawable(eventId, payload);
  const seed = randomBytes(32).toString('hex');
  const drawn = drawChampionship({ seed, divisions: frozen.divisions });
  const now = Timestamp.now();
  const reason = payload.reason ?? '';
  const draw: StoredDraw = {
    eventId,
    seed,
    entriesHash: entriesHash(frozen.entryIds),
    entryIds: frozen.entryIds,
    divisionIds: frozen.divisions.map(({ id }) => id),
    drawnAt: now,
    drawnByUid: caller.uid,
    redraws: previous
      ? [
          ...previous.redraws,
          {
            at: now,
            byUid: caller.uid,
            reason,
            previousSeed: previous.seed,
            previousEntriesHash: previous.entriesHash,
          },
        ]
      : [],
  };
  const stored: StoredBracket[] = drawn.map((division) => ({
    eventId,
    divisionId: division.id,
    name: division.name,
    seed,
    entries: division.entries,
    matches: division.matches,
    updatedAt: now,
  }));
  const batch = collections.championshipDraws().firestore.batch();
  // The first draw is a create: of two offices pressing "draw" at once, one wins, one hears 409.
  if (previous) batch.set(drawRef(eventId), draw);
  else batch.create(drawRef(eventId), draw);
  for (const bracket of stored) batch.set(bracketRef(eventId, bracket.divisionId), bracket);
  const kept = new Set(draw.divisionIds);
  for (const old of before) {
    if (!kept.has(old.data.divisionId)) batch.delete(bracketRef(eventId, old.data.divisionId));
  }
  appendAuditEntry(batch, {
    actor: caller,
    action: previous ? 'championship.redraw' : 'championship.draw',
    target: { collection: COLLECTION_NAMES.championshipDraws, id: eventId },
    statusBefore: previous ? `drawn, ${previous.entryIds.length} entries` : null,
    statusAfter: previous
      ? `drawn again, ${frozen.entryIds.length} entries: ${reason}`
      : `drawn, ${frozen.entryIds.length} entries in ${stored.length} divisions`,
    at: now,
  });
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, 'Draw championship');
  } catch (error) {
    if (isAlreadyExists(error)) throw alreadyDrawn();
    throw error;
  }
  // A division of one athlete has no bout: the draw itself decides its gold, so its certificate
  // is issued now (issuing is idempotent, so a redraw does not issue it twice).
  for (const bracket of stored.filter((b) => b.matches.length === 0 && b.entries.length === 1)) {
    await divisionFinished({
      eventId,
      divisionId: bracket.divisionId,
      divisionName: bracket.name,
      matches: bracket.matches,
      entries: bracket.entries,
      actor: caller,
    });
  }
  return toBrackets(draw, stored);
}
