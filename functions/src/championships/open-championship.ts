import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import {
  championshipMessages as m,
  type Championship,
  type ChampionshipSettingsPayload,
} from '../contracts/championship';
import { divisionRules } from '../contracts/championship-rules';
import { apiMessages } from '../contracts/messages';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { findEventById } from '../events/event-repository';
import { badRequest, notFound } from '../http/http-error';
import { championshipHasEntries, notATournament } from './championship-errors';
import { listEntriesOf, readChampionship } from './championship-repository';
import { isActive } from './stored-entry';
import { toApiChampionship, type StoredChampionship } from './stored-championship';

// PUT /api/admin/events/{id}/championship: the office opens a tournament for entries, or changes
// its settings. Entries already made were placed by the competition year and in their discipline:
// while any stands, the year stays and their discipline stays offered (the deadline may move).

const DEADLINE_MS = 5_000;

async function refuseChangesThatStrandEntries(
  eventId: string,
  before: StoredChampionship,
  after: ChampionshipSettingsPayload,
): Promise<void> {
  const active = (await listEntriesOf(eventId)).filter(({ data }) => isActive(data));
  if (active.length === 0) return;
  const yearChanged = before.competitionYear !== after.competitionYear;
  const dropped = active.some(({ data }) => !after.disciplines.includes(data.discipline));
  if (yearChanged || dropped) throw championshipHasEntries();
}

export async function openChampionship(
  caller: Caller,
  eventId: string,
  settings: ChampionshipSettingsPayload,
): Promise<Championship> {
  const event = await findEventById(eventId);
  if (!event) throw notFound('event/not-found', apiMessages.eventNotFound);
  if (event.eventType !== 'tournament') throw notATournament();
  if (settings.entryDeadline > event.date.startDate) {
    throw badRequest('validation/invalid', apiMessages.invalidInput, {
      entryDeadline: m.deadlineAfterStart,
    });
  }
  const before = await readChampionship(eventId);
  if (before) await refuseChangesThatStrandEntries(eventId, before, settings);
  const now = Timestamp.now();
  const stored: StoredChampionship = {
    disciplines: settings.disciplines,
    entryDeadline: settings.entryDeadline,
    competitionYear: settings.competitionYear,
    rulesVersion: divisionRules.version,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  const batch = collections.championships().firestore.batch();
  // Every field written: a whole document, so nothing of an earlier version lingers.
  batch.set(collections.championships().doc(eventId), stored);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'championship.open',
    target: { collection: COLLECTION_NAMES.championships, id: eventId },
    statusBefore: before ? `open until ${before.entryDeadline}` : null,
    statusAfter: `open until ${settings.entryDeadline}`,
    at: now,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Open championship');
  return toApiChampionship(eventId, stored);
}
