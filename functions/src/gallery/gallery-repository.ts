import * as logger from 'firebase-functions/logger';
import type { ApiGalleryItem } from '../contracts/gallery';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { toApiGalleryItem } from './stored-gallery-item';

// Reads of the gallery. Items are sorted here rather than by the query: an equality filter with an
// order on another field needs a composite index, and the gallery is a few hundred items at most.

const DEADLINE_MS = 5_000;
/** More than the gallery will hold for years; a bound so a mistake cannot read everything. */
const MOST_ITEMS = 1_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed gallery item', { path: error.path, problems: error.problems });
}

const newestFirst = (a: ApiGalleryItem, b: ApiGalleryItem) =>
  b.uploadedAt.localeCompare(a.uploadedAt) || a._id.localeCompare(b._id);

/** Public items, newest first: what visitors see. */
export async function listPublicGalleryItems(): Promise<ApiGalleryItem[]> {
  const query = collections.gallery().where('isPublic', '==', true).limit(MOST_ITEMS);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List gallery');
  return readValidDocuments(snapshot.docs, reportMalformed)
    .map(({ id, data }) => toApiGalleryItem(id, data))
    .sort(newestFirst);
}

/** Every item, hidden ones included: what the office sees. */
export async function listAllGalleryItems(): Promise<ApiGalleryItem[]> {
  const snapshot = await withDeadline(
    collections.gallery().limit(MOST_ITEMS).get(),
    DEADLINE_MS,
    'List gallery for the office',
  );
  return readValidDocuments(snapshot.docs, reportMalformed)
    .map(({ id, data }) => toApiGalleryItem(id, data))
    .sort(newestFirst);
}
