import * as logger from 'firebase-functions/logger';
import type { Event } from '../contracts/event';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import {
  MalformedDocumentError,
  readValidDocuments,
  type ReadableDocument,
} from '../db/zod-converter';
import { isPlausibleDocumentId } from '../db/document-id';
import { toApiEvent, type StoredEvent } from './stored-event';

/** A healthy read takes milliseconds; past this, the visitor hears "unavailable" instead of waiting. */
const READ_DEADLINE_MS = 5_000;
/** A state association runs dozens of events a year; the cap only guards against runaway reads. */
const MAX_EVENTS_PER_LIST = 500;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed event document', { path: error.path, problems: error.problems });
}

function toApiEvents(documents: readonly ReadableDocument<StoredEvent>[]): Event[] {
  return readValidDocuments(documents, reportMalformed).map(({ id, data }) => toApiEvent(id, data));
}

/** All events, earliest first. */
export async function listEvents(): Promise<Event[]> {
  const query = collections.events().orderBy('startDate').limit(MAX_EVENTS_PER_LIST);
  const snapshot = await withDeadline(query.get(), READ_DEADLINE_MS, 'List events');
  return toApiEvents(snapshot.docs);
}

/** Events starting on `fromDate` (YYYY-MM-DD) or later, soonest first. */
export async function listEventsStartingFrom(fromDate: string, limit?: number): Promise<Event[]> {
  const query = collections
    .events()
    .where('startDate', '>=', fromDate)
    .orderBy('startDate')
    .limit(limit ?? MAX_EVENTS_PER_LIST);
  const snapshot = await withDeadline(query.get(), READ_DEADLINE_MS, 'List upcoming events');
  return toApiEvents(snapshot.docs);
}

/** One event, or undefined when the id names no (valid) event. */
export async function findEventById(id: string): Promise<Event | undefined> {
  if (!isPlausibleDocumentId(id)) return undefined;
  const snapshot = await withDeadline(
    collections.events().doc(id).get(),
    READ_DEADLINE_MS,
    'Read event',
  );
  const [found] = readValidDocuments([snapshot], reportMalformed);
  return found?.data ? toApiEvent(found.id, found.data) : undefined;
}

/** Every valid event's id and when it was last written, for the sitemap. */
export async function listEventSitemapEntries(): Promise<{ id: string; updatedAt?: Date }[]> {
  const query = collections.events().orderBy('startDate').limit(MAX_EVENTS_PER_LIST);
  const snapshot = await withDeadline(query.get(), READ_DEADLINE_MS, 'List events for the sitemap');
  return readValidDocuments(snapshot.docs, reportMalformed).map(({ id, data }) => {
    const written = data.updatedAt ?? data.createdAt;
    return written ? { id, updatedAt: written.toDate() } : { id };
  });
}
