import * as logger from 'firebase-functions/logger';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { contactMessages, type Contact, type ContactPayload } from '../contracts/contact';
import { COLLECTION_NAMES, collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { getDb } from '../db/firestore';
import { isNotFound } from '../db/firestore-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { isPlausibleDocumentId } from '../db/document-id';
import { notFound } from '../http/http-error';
import { takeMemberSlot } from '../limits/member-rate-limit';
import { newStoredContact, toApiContact } from './stored-contact';

/** A healthy read or write takes milliseconds; past this, the caller hears "unavailable". */
const DEADLINE_MS = 5_000;
/** The admin list is a working inbox, not an archive export. */
const MAX_CONTACTS_PER_LIST = 500;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed contact document', {
    path: error.path,
    problems: error.problems,
  });
}

/** Stores a member's message (status 'new') unless they are over the limit; returns its id. */
export async function submitContact(uid: string, payload: ContactPayload): Promise<string> {
  const now = Date.now();
  await takeMemberSlot({
    kind: 'contact',
    uid,
    now,
    code: 'rate-limit/too-many-messages',
    message: contactMessages.tooMany,
  });
  const ref = await withDeadline(
    collections.contacts().add(newStoredContact(uid, payload, now)),
    DEADLINE_MS,
    'Store contact message',
  );
  return ref.id;
}

/** Every submission, newest first. */
export async function listContacts(): Promise<Contact[]> {
  const query = collections.contacts().orderBy('createdAt', 'desc').limit(MAX_CONTACTS_PER_LIST);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List contact messages');
  return readValidDocuments(snapshot.docs, reportMalformed).map(({ id, data }) =>
    toApiContact(id, data),
  );
}

/** How many submissions are still 'new' (unopened): an aggregation, no document is read. */
export async function countNewContacts(): Promise<number> {
  const query = collections.contacts().where('status', '==', 'new').count();
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'Count new contact messages');
  return snapshot.data().count;
}

/** One submission; 404 for an unknown, malformed or impossible id. */
export async function getContact(id: string): Promise<Contact> {
  if (!isPlausibleDocumentId(id)) throw notFound('contact/not-found', contactMessages.notFound);
  const ref = collections.contacts().doc(id);
  const snapshot = await withDeadline(ref.get(), DEADLINE_MS, 'Read contact message');
  const [found] = readValidDocuments([snapshot], reportMalformed);
  if (!found?.data) throw notFound('contact/not-found', contactMessages.notFound);
  return toApiContact(found.id, found.data);
}

/**
 * Sets the status of an existing submission and returns it as now stored. The change, who made it
 * and its audit entry are one batch: both are written or neither.
 */
export async function updateContactStatus(
  id: string,
  status: string,
  caller: Caller,
): Promise<Contact> {
  const current = await getContact(id);
  const updatedAt = Timestamp.now();
  const batch = getDb().batch();
  batch.update(collections.contacts().doc(id), { status, updatedAt, updatedBy: caller.uid });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'contact.status',
    target: { collection: COLLECTION_NAMES.contacts, id },
    statusBefore: current.status,
    statusAfter: status,
    at: updatedAt,
  });
  await commitOr404(batch, 'Update contact message');
  return { ...current, status, updatedAt: updatedAt.toDate().toISOString() };
}

/** Deletes a submission, recording who did; 404 when there is none. */
export async function deleteContact(id: string, caller: Caller): Promise<void> {
  // Read first: the audit entry keeps the status it had, and a missing one is a 404 at once.
  const current = await getContact(id);
  const batch = getDb().batch();
  batch.delete(collections.contacts().doc(id), { exists: true });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'contact.delete',
    target: { collection: COLLECTION_NAMES.contacts, id },
    statusBefore: current.status,
    statusAfter: null,
    at: Timestamp.now(),
  });
  await commitOr404(batch, 'Delete contact message');
}

async function commitOr404(batch: WriteBatch, what: string): Promise<void> {
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, what);
  } catch (error) {
    // Deleted by another admin between the read and the write (the precondition fails the batch).
    if (isNotFound(error)) throw notFound('contact/not-found', contactMessages.notFound);
    throw error;
  }
}
