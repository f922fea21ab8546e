import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { contactMessages, type Contact, type ContactPayload } from '../contracts/contact';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
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
  await takeMemberSlot({ kind: 'contact', uid, now, message: contactMessages.tooMany });
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

/** One submission; 404 for an unknown, malformed or impossible id. */
export async function getContact(id: string): Promise<Contact> {
  if (!isPlausibleDocumentId(id)) throw notFound(contactMessages.notFound);
  const ref = collections.contacts().doc(id);
  const snapshot = await withDeadline(ref.get(), DEADLINE_MS, 'Read contact message');
  const [found] = readValidDocuments([snapshot], reportMalformed);
  if (!found?.data) throw notFound(contactMessages.notFound);
  return toApiContact(found.id, found.data);
}

/** Sets the status of an existing submission and returns it as now stored. */
export async function updateContactStatus(id: string, status: string): Promise<Contact> {
  const current = await getContact(id);
  const updatedAt = Timestamp.now();
  try {
    await withDeadline(
      collections.contacts().doc(id).update({ status, updatedAt }),
      DEADLINE_MS,
      'Update contact message',
    );
  } catch (error) {
    // Deleted by another admin between the read and the write.
    if (isNotFound(error)) throw notFound(contactMessages.notFound);
    throw error;
  }
  return { ...current, status, updatedAt: updatedAt.toDate().toISOString() };
}

/** Deletes a submission; 404 when there is none (exists: true makes that one round trip). */
export async function deleteContact(id: string): Promise<void> {
  if (!isPlausibleDocumentId(id)) throw notFound(contactMessages.notFound);
  try {
    await withDeadline(
      collections.contacts().doc(id).delete({ exists: true }),
      DEADLINE_MS,
      'Delete contact message',
    );
  } catch (error) {
    if (isNotFound(error)) throw notFound(contactMessages.notFound);
    throw error;
  }
}
