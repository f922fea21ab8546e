import { Timestamp } from 'firebase-admin/firestore';
import { newStoredAuditEntry } from '../../admin/stored-audit-entry';
import type { Caller } from '../../auth/caller';
import { mayOfficiate } from '../../auth/roles';
import type { MatchResultPayload } from '../../contracts/bracket';
import { applyWinner, type ApplyWinnerError, type DivisionBracket } from '../../contracts/draw';
import { collections, COLLECTION_NAMES } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';
import { isPlausibleDocumentId } from '../../db/document-id';
import type { HttpError } from '../../http/http-error';
import { championshipNotFound, notOfficial } from '../championship-errors';
import { readChampionship } from '../championship-repository';
import { toDivisionBracket } from './bracket-views';
import { divisionFinished } from './division-finished';
import {
  matchLocked,
  matchNotFound,
  matchNotReady,
  notInMatch,
  scoringNotDrawn,
} from './draw-errors';
import { bracketRef, readDraw } from './draw-repository';
import { bracketDocumentId, type StoredBracket } from './stored-draw';

// PUT /api/admin/events/{id}/matches/{matchId}: an official (or the office) records a bout's
// winner, who advances to the next round. The read and the write of the division's bracket are
// one transaction, so two officials scoring the same division one after the other never lose a
// result (Firestore isolates it; the embedded emulator of local work does not — docs/decisions.md).
// Each division is its own document: officials at different mats never touch the same one.
//
// Sending the same winner again changes nothing and logs nothing, so a client may resend it. A
// final scored or corrected hands the division to the certificates (division-finished.ts); that is
// asked again on a resend too, so a resend after a failed hand-off completes it.

const DEADLINE_MS = 10_000;

const MATCH_ID = /^(.+)\.r(\d+)\.m(\d+)$/;

const refusals: Record<ApplyWinnerError, () => HttpError> = {
  'match-not-found': matchNotFound,
  'match-not-ready': matchNotReady,
  'not-in-match': notInMatch,
  'match-locked': matchLocked,
};

interface Scored {
  bracket: StoredBracket;
  isFinal: boolean;
}

async function recordWinner(
  caller: Caller,
  eventId: string,
  divisionId: string,
  matchId: string,
  winnerEntryId: string,
): Promise<Scored> {
  const ref = bracketRef(eventId, divisionId);
  const db = collections.championshipBrackets().firestore;
  return db.runTransaction(async (transaction) => {
    const bracket = (await transaction.get(ref)).data();
    const match = bracket?.matches.find(({ id }) => id === matchId);
    if (!bracket || !match) throw matchNotFound();
    const result = applyWinner(bracket.matches, matchId, winnerEntryId);
    if (!result.ok) throw refusals[result.code]();
    const isFinal = match.round === Math.max(...bracket.matches.map(({ round }) => round));
    if (match.winnerEntryId === winnerEntryId) return { bracket, isFinal };
    const now = Timestamp.now();
    const updated: StoredBracket = { ...bracket, matches: result.matches, updatedAt: now };
    transaction.set(ref, updated);
    const side = match.red?.entryId === winnerEntryId ? 'red' : 'blue';
    transaction.create(
      collections.auditLog().doc(),
      newStoredAuditEntry({
        actor: caller,
        action: 'championship.match-scored',
        target: {
          collection: COLLECTION_NAMES.championshipBrackets,
          id: bracketDocumentId(eventId, divisionId),
        },
        statusBefore: `${matchId}: ${match.winnerEntryId === null ? 'undecided' : `won by ${match.winnerEntryId}`}`,
        statusAfter: `${matchId}: won by ${side} ${winnerEntryId}`,
        at: now,
      }),
    );
    return { bracket: updated, isFinal };
  });
}

export async function scoreMatch(
  caller: Caller,
  eventId: string,
  matchId: string,
  { winnerEntryId }: MatchResultPayload,
): Promise<DivisionBracket> {
  if (!mayOfficiate(caller)) throw notOfficial();
  if (!(await readChampionship(eventId))) throw championshipNotFound();
  const divisionId = MATCH_ID.exec(matchId)?.[1];
  const draw = await readDraw(eventId);
  if (!draw) throw scoringNotDrawn();
  if (!divisionId || !draw.divisionIds.includes(divisionId)) throw matchNotFound();
  if (!isPlausibleDocumentId(bracketDocumentId(eventId, divisionId))) throw matchNotFound();
  const { bracket, isFinal } = await withDeadline(
    recordWinner(caller, eventId, divisionId, matchId, winnerEntryId),
    DEADLINE_MS,
    'Score match',
  );
  if (isFinal) {
    await divisionFinished({
      eventId,
      divisionId,
      divisionName: bracket.name,
      matches: bracket.matches,
      entries: bracket.entries,
      actor: caller,
    });
  }
  return toDivisionBracket(bracket);
}
