import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { todayInKolkata } from '../contracts/calendar-days';
import { galleryMessages, type ApiGalleryItem, type GalleryItemData } from '../contracts/gallery';
import { COLLECTION_NAMES, collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isPlausibleDocumentId } from '../db/document-id';
import { getDb } from '../db/firestore';
import { isNotFound } from '../db/firestore-errors';
import { readValidDocuments } from '../db/zod-converter';
import { notFound } from '../http/http-error';
import {
  storedGalleryItemFrom,
  toApiGalleryItem,
  type StoredGalleryItem,
} from './stored-gallery-item';

// The office's writes to the gallery. Each change and its audit entry are one batch. The audit
// "status" of an item is whether visitors see it: public or hidden.

const DEADLINE_MS = 5_000;
const visibility = (item: Pick<StoredGalleryItem, 'isPublic'>) =>
  item.isPublic ? 'public' : 'hidden';
const itemNotFound = () => notFound('gallery/not-found', galleryMessages.notFound);

async function existingItem(id: string): Promise<StoredGalleryItem> {
  if (!isPlausibleDocumentId(id)) throw itemNotFound();
  const snapshot = await withDeadline(
    collections.gallery().doc(id).get(),
    DEADLINE_MS,
    'Read gallery item',
  );
  const [found] = readValidDocuments([snapshot], () => undefined);
  if (!found?.data) throw itemNotFound();
  return found.data;
}

async function commitOr404(batch: WriteBatch, what: string): Promise<void> {
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, what);
  } catch (error) {
    if (isNotFound(error)) throw itemNotFound();
    throw error;
  }
}

export async function createGalleryItem(
  input: GalleryItemData,
  caller: Caller,
  now = new Date(),
): Promise<ApiGalleryItem> {
  const at = Timestamp.fromDate(now);
  const ref = collections.gallery().doc();
  const stored: StoredGalleryItem = {
    ...storedGalleryItemFrom(input, { uid: caller.uid, at, uploadedAt: todayInKolkata(now) }),
    createdAt: at,
    createdBy: caller.uid,
  };
  const batch = getDb().batch();
  batch.create(ref, stored);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'gallery.create',
    target: { collection: COLLECTION_NAMES.gallery, id: ref.id },
    statusBefore: null,
    statusAfter: visibility(stored),
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Create gallery item');
  return toApiGalleryItem(ref.id, stored);
}

/** Replaces the item's fields, keeping the day it was added and who added it. */
export async function updateGalleryItem(
  id: string,
  input: GalleryItemData,
  caller: Caller,
  now = new Date(),
): Promise<ApiGalleryItem> {
  const before = await existingItem(id);
  const at = Timestamp.fromDate(now);
  const stored: StoredGalleryItem = {
    ...storedGalleryItemFrom(input, { uid: caller.uid, at, uploadedAt: before.uploadedAt }),
    ...(before.createdAt ? { createdAt: before.createdAt } : {}),
    ...(before.createdBy ? { createdBy: before.createdBy } : {}),
  };
  const ref = collections.gallery().doc(id);
  const batch = getDb().batch();
  // Delete then set in one batch: the embedded emulator's set() would keep a cleared field, and
  // the precondition turns an item deleted meanwhile into a 404 instead of bringing it back.
  batch.delete(ref, { exists: true });
  batch.set(ref, stored);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'gallery.update',
    target: { collection: COLLECTION_NAMES.gallery, id },
    statusBefore: visibility(before),
    statusAfter: visibility(stored),
    at,
  });
  await commitOr404(batch, 'Update gallery item');
  return toApiGalleryItem(id, stored);
}

export async function deleteGalleryItem(id: string, caller: Caller, now = new Date()) {
  const before = await existingItem(id);
  const batch = getDb().batch();
  batch.delete(collections.gallery().doc(id), { exists: true });
  appendAuditEntry(batch, {
    actor: caller,
    action: 'gallery.delete',
    target: { collection: COLLECTION_NAMES.gallery, id },
    statusBefore: visibility(before),
    statusAfter: null,
    at: Timestamp.fromDate(now),
  });
  await commitOr404(batch, 'Delete gallery item');
}
