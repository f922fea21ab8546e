import * as logger from 'firebase-functions/logger';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { todayInKolkata } from '../contracts/calendar-days';
import type { Event } from '../contracts/event';
import type { EventInput } from '../contracts/event-input';
import { apiMessages } from '../contracts/messages';
import { COLLECTION_NAMES, collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import { getDb } from '../db/firestore';
import { isNotFound } from '../db/firestore-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { notFound } from '../http/http-error';
import { storedEventFromInput, toApiEvent, type StoredEvent } from './stored-event';

// The office's writes to events. Each change, who made it and its audit entry are one
// batch: written together or not at all (atomic on the embedded emulator too, docs/decisions.md).

const DEADLINE_MS = 5_000;

/**
 * What the audit trail records as an event's "status": whether it was still to come or over on
 * the day of the change (Asia/Kolkata), so the activity screen reads "Upcoming → removed".
 */
function timing(event: Pick<Event, 'date'>, now: Date): 'upcoming' | 'past' {
  const lastDay = event.date.endDate ?? event.date.startDate;
  return lastDay >= todayInKolkata(now) ? 'upcoming' : 'past';
}

/** The stored event (with its creation fields); 404 for an unknown, malformed or impossible id. */
async function existingEvent(id: string): Promise<StoredEvent> {
  if (!isPlausibleDocumentId(id)) throw notFound('event/not-found', apiMessages.eventNotFound);
  const snapshot = await withDeadline(
    collections.events().doc(id).get(),
    DEADLINE_MS,
    'Read event',
  );
  const [found] = readValidDocuments([snapshot], reportMalformed);
  if (!found?.data) throw notFound('event/not-found', apiMessages.eventNotFound);
  return found.data;
}

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Not changing a malformed event document', {
    path: error.path,
    problems: error.problems,
  });
}

async function commitOr404(batch: WriteBatch, what: string): Promise<void> {
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, what);
  } catch (error) {
    // Deleted by another admin between the read and the write (the precondition fails the batch).
    if (isNotFound(error)) throw notFound('event/not-found', apiMessages.eventNotFound);
    throw error;
  }
}

export async function createEvent(
  input: EventInput,
  caller: Caller,
  now = new Date(),
): Promise<Event> {
  const at = Timestamp.fromDate(now);
  const ref = collections.events().doc();
  const stored = storedEventFromInput(input, { uid: caller.uid, at, created: true });
  const event = toApiEvent(ref.id, stored);
  const batch = getDb().batch();
  batch.create(ref, stored);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'event.create',
    target: { collection: COLLECTION_NAMES.events, id: ref.id },
    statusBefore: null,
    statusAfter: timing(event, now),
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Create event');
  return event;
}

/** Replaces the event with `input`, keeping when and by whom it was created. */
export async function updateEvent(
  id: string,
  input: EventInput,
  caller: Caller,
  now = new Date(),
): Promise<Event> {
  const before = await existingEvent(id);
  const at = Timestamp.fromDate(now);
  const stored: StoredEvent = {
    ...storedEventFromInput(input, { uid: caller.uid, at, created: false }),
    ...(before.createdAt ? { createdAt: before.createdAt } : {}),
    ...(before.createdBy ? { createdBy: before.createdBy } : {}),
  };
  const event = toApiEvent(id, stored);
  const batch = getDb().batch();
  // The whole document is replaced, so a field cleared in the form is gone (the emulator ignores
  // FieldValue.delete()). Delete-if-exists then set, in one batch: the embedded emulator's set()
  // merges into an existing document, and the precondition makes an event deleted by someone else
  // since the read above a 404 (commitOr404) instead of bringing it back.
  const ref = collections.events().doc(id);
  batch.delete(ref, { exists: true });
  batch.set(ref, stored);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'event.update',
    target: { collection: COLLECTION_NAMES.events, id },
    statusBefore: timing(toApiEvent(id, before), now),
    statusAfter: timing(event, now),
    at,
  });
  await commitOr404(batch, 'Update event');
  return event;
}

/** Deletes the event; 404 when there is none. */
export async function deleteEvent(id: string, caller: Caller, now = new Date()): Promise<void> {
  const before = await existingEvent(id);
  const batch = getDb().batch();
  batch.delete(collections.events().doc(id), { exists: true });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'event.delete',
    target: { collection: COLLECTION_NAMES.events, id },
    statusBefore: timing(toApiEvent(id, before), now),
    statusAfter: null,
    at: Timestamp.fromDate(now),
  });
  await commitOr404(batch, 'Delete event');
}
