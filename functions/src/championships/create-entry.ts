import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import { readAthlete } from '../athletes/athlete-repository';
import { athleteNotFound } from '../athletes/athlete-errors';
import { guardianEmails } from '../athletes/invite-guardian';
import type { StoredAthlete } from '../athletes/stored-athlete';
import type { Caller } from '../auth/caller';
import {
  championshipMessages as m,
  type EntryCreated,
  type EntryPayload,
} from '../contracts/championship';
import { divisionRules } from '../contracts/championship-rules';
import { divisionFor } from '../contracts/division-eligibility';
import type { Division } from '../contracts/division';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { findEventById } from '../events/event-repository';
import { badRequest } from '../http/http-error';
import { championshipNotFound, duplicateEntry, entriesClosed } from './championship-errors';
import { readChampionship } from './championship-repository';
import { entryActorFor, type EntryActor } from './entry-access';
import { eventPageUrl, renderEntryMail } from './entry-mail';
import { entriesStillOpen } from './draw/draw-repository';
import type { StoredChampionship } from './stored-championship';
import { entryId, type StoredEntry } from './stored-entry';

// POST /api/events/{id}/entries. The division is decided here with the same function the entry
// screen runs; the entry, its audit entry (for a coach or the office) and the guardians' mails go
// in one batch, so none exists without the others.

const DEADLINE_MS = 5_000;

function placement(athlete: StoredAthlete, payload: EntryPayload, year: number): Division {
  const outcome = divisionFor({
    athlete: {
      birthYear: Number(athlete.dateOfBirth.slice(0, 4)),
      gender: athlete.gender,
      currentRank: athlete.currentRank,
    },
    discipline: payload.discipline,
    rules: divisionRules,
    competitionYear: year,
    weightKg: payload.discipline === 'kyorugi' ? payload.declaredWeightKg : undefined,
  });
  if (outcome.eligible) return outcome.division;
  const { reason } = outcome;
  throw badRequest('entry/not-eligible', reason.en, { [reason.field]: reason.en });
}

function newEntry(
  eventId: string,
  athlete: { id: string; data: StoredAthlete },
  payload: EntryPayload,
  division: Division,
  caller: Caller,
  actor: EntryActor,
  now: Timestamp,
): StoredEntry {
  const { data } = athlete;
  return {
    eventId,
    athleteId: athlete.id,
    discipline: payload.discipline,
    athleteName: data.fullName,
    membershipNumber: data.membershipNumber,
    clubId: data.clubId,
    gender: data.gender,
    birthYear: Number(data.dateOfBirth.slice(0, 4)),
    currentRank: data.currentRank,
    divisionId: division.id,
    declaredWeightKg: payload.discipline === 'kyorugi' ? (payload.declaredWeightKg ?? null) : null,
    weighedKg: null,
    proposedDivisionId: null,
    status: 'entered',
    enteredByUid: caller.uid,
    enteredAs: actor,
    createdAt: now,
    updatedAt: now,
  };
}

/** The guardians hear of an entry someone else made for their child. */
async function queueGuardianMail(
  batch: WriteBatch,
  eventId: string,
  athlete: StoredAthlete,
  entry: StoredEntry,
  championship: StoredChampionship,
  division: Division,
): Promise<void> {
  const [event, emails] = await Promise.all([
    findEventById(eventId),
    guardianEmails(athlete.guardianUids),
  ]);
  const message = renderEntryMail({
    athleteName: athlete.fullName,
    eventTitle: event?.title ?? '',
    divisionName: division.name,
    divisionNameMr: division.nameMr,
    entryDeadline: championship.entryDeadline,
    enteredBy: entry.enteredAs === 'coach' ? 'coach' : 'office',
    eventUrl: eventPageUrl(eventId),
  });
  for (const to of emails.filter((email) => email !== '')) {
    batch.create(collections.mail().doc(), { to, message, createdAt: entry.createdAt });
  }
}

/** A withdrawn entry may be made again: the document is rewritten whole, nothing else is. */
async function isWithdrawn(id: string): Promise<boolean> {
  const snapshot = await withDeadline(
    collections.championshipEntries().doc(id).get(),
    DEADLINE_MS,
    'Read entry',
  );
  return snapshot.exists && snapshot.get('status') === 'withdrawn';
}

export async function createEntry(
  caller: Caller,
  eventId: string,
  payload: EntryPayload,
): Promise<EntryCreated> {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  if (!championship.disciplines.includes(payload.discipline)) {
    throw badRequest('validation/invalid', m.disciplineNotOffered, {
      discipline: m.disciplineNotOffered,
    });
  }
  // A drawn championship is closed too, whatever its deadline: its brackets are made.
  if (!(await entriesStillOpen(eventId, championship))) throw entriesClosed();
  const data = await readAthlete(payload.athleteId);
  if (!data) throw athleteNotFound();
  const actor = entryActorFor(caller, data);
  const athlete = { id: payload.athleteId, data };
  const division = placement(athlete.data, payload, championship.competitionYear);
  const now = Timestamp.now();
  const id = entryId(eventId, athlete.id, payload.discipline);
  const entry = newEntry(eventId, athlete, payload, division, caller, actor, now);
  const ref = collections.championshipEntries().doc(id);
  const batch = collections.championshipEntries().firestore.batch();
  if (await isWithdrawn(id)) batch.set(ref, entry);
  else batch.create(ref, entry);
  if (actor !== 'guardian') {
    appendAuditEntry(batch, {
      actor: caller,
      action: 'entry.create',
      target: { collection: COLLECTION_NAMES.championshipEntries, id },
      statusBefore: null,
      statusAfter: 'entered',
      at: now,
    });
    await queueGuardianMail(batch, eventId, athlete.data, entry, championship, division);
  }
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, 'Create entry');
  } catch (error) {
    if (isAlreadyExists(error)) throw duplicateEntry();
    throw error;
  }
  return {
    id,
    divisionId: division.id,
    divisionName: division.name,
    divisionNameMr: division.nameMr,
    status: 'entered',
  };
}
