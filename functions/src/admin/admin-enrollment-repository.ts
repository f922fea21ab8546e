import * as logger from 'firebase-functions/logger';
import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Caller } from '../auth/caller';
import {
  adminEnrollmentMessages,
  type AdminEnrollment,
  type AdminEnrollmentExportQuery,
  type AdminEnrollmentListQuery,
  type EnrollmentDecisionBody,
} from '../contracts/admin-enrollment';
import { enrollmentMessages } from '../contracts/enrollment';
import { COLLECTION_NAMES, collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { getDb } from '../db/firestore';
import { isNotFound } from '../db/firestore-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { isEnrollmentId } from '../enrollments/enrollment-id';
import { readEnrollment } from '../enrollments/enrollment-repository';
import type { StoredEnrollment } from '../enrollments/stored-enrollment';
import { notFound } from '../http/http-error';
import { toAdminEnrollment } from './admin-enrollment';
import { appendAuditEntry } from './audit-log';
import { matchesEnrollmentSearch } from './enrollment-search';
import { collectPage, type Page, type TimedDocument } from './newest-first-pages';

const DEADLINE_MS = 5_000;
/** A search reads this many documents per round trip… */
const SEARCH_BATCH = 200;
/** …and at most this many for one page; the office can load more from where it stopped. */
const SEARCH_MAX_SCAN = 1_000;
/** The export is the whole filtered list, within what one response can carry comfortably. */
const EXPORT_MAX_ROWS = 5_000;
const EXPORT_BATCH = 1_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed enrollment document', {
    path: error.path,
    problems: error.problems,
  });
}

type Filters = Pick<AdminEnrollmentListQuery, 'status' | 'program'>;

/** Equality filters and newest first (indexes: status/program + createdAt DESC). */
function filteredQuery({ status, program }: Filters): Query<StoredEnrollment> {
  let query: Query<StoredEnrollment> = collections.enrollments();
  if (status) query = query.where('status', '==', status);
  if (program) query = query.where('program', '==', program);
  return query.orderBy('createdAt', 'desc');
}

function timed(
  document: QueryDocumentSnapshot<StoredEnrollment>,
): TimedDocument<{ id: string; data: StoredEnrollment }> {
  const createdAt: unknown = document.get('createdAt');
  return {
    time: createdAt instanceof Timestamp ? createdAt.toMillis() : undefined,
    record: readValidDocuments([document], reportMalformed)[0],
  };
}

function batchFetcher(filters: Filters) {
  return async (before: number | undefined, size: number) => {
    let query = filteredQuery(filters);
    if (before !== undefined) query = query.where('createdAt', '<', Timestamp.fromMillis(before));
    const snapshot = await withDeadline(query.limit(size).get(), DEADLINE_MS, 'List enrollments');
    return snapshot.docs.map(timed);
  };
}

const toRows = ({ rows }: Page<{ id: string; data: StoredEnrollment }>) =>
  rows.map(({ id, data }) => toAdminEnrollment(id, data));

export interface AdminEnrollmentPage {
  enrollments: AdminEnrollment[];
  nextBefore: string | null;
}

/**
 * One page of the admin list. Status and program filter in Firestore; the text search is done here,
 * in the function, over the documents those filters return (Firestore has no substring search), so
 * a search page may read several batches and hold fewer than `limit` rows.
 */
export async function listEnrollmentPage(
  query: AdminEnrollmentListQuery,
): Promise<AdminEnrollmentPage> {
  const search = query.q ?? '';
  const page = await collectPage({
    limit: query.limit,
    batchSize: search ? SEARCH_BATCH : query.limit,
    maxScan: search ? SEARCH_MAX_SCAN : query.limit,
    before: query.before === undefined ? undefined : Date.parse(query.before),
    fetchBatch: batchFetcher(query),
    keep: ({ data }) => matchesEnrollmentSearch(data, search),
  });
  return {
    enrollments: toRows(page),
    nextBefore: page.nextBefore === undefined ? null : new Date(page.nextBefore).toISOString(),
  };
}

/** Every enrollment matching the filters (up to EXPORT_MAX_ROWS), newest first, for the CSV. */
export async function listEnrollmentsForExport(
  query: AdminEnrollmentExportQuery,
): Promise<AdminEnrollment[]> {
  const search = query.q ?? '';
  const page = await collectPage({
    limit: EXPORT_MAX_ROWS,
    batchSize: EXPORT_BATCH,
    maxScan: EXPORT_MAX_ROWS,
    before: undefined,
    fetchBatch: batchFetcher(query),
    keep: ({ data }) => matchesEnrollmentSearch(data, search),
  });
  if (page.nextBefore !== undefined) {
    logger.warn('Enrollment export cut at its row limit', { limit: EXPORT_MAX_ROWS });
  }
  return toRows(page);
}

/**
 * Records the office's decision: status, note, review time and who, and the audit entry, in one
 * batch (atomic). Any status may be decided again; the audit keeps each change.
 */
export async function decideEnrollment(
  id: string,
  decision: EnrollmentDecisionBody,
  caller: Caller,
  now: number = Date.now(),
): Promise<{ enrollment: AdminEnrollment; message: string }> {
  const stored = isEnrollmentId(id) ? await readEnrollment(id) : undefined;
  if (!stored) throw notFound('enrollment/not-found', enrollmentMessages.enrollmentNotFound);

  const at = Timestamp.fromMillis(now);
  const review = {
    status: decision.status,
    reviewNote: decision.note ?? '',
    reviewedAt: at,
    updatedBy: caller.uid,
    updatedAt: at,
  };
  const batch = getDb().batch();
  batch.update(collections.enrollments().doc(id), review);
  appendAuditEntry(batch, {
    actor: caller,
    action: decision.status === 'approved' ? 'enrollment.approve' : 'enrollment.reject',
    target: { collection: COLLECTION_NAMES.enrollments, id },
    statusBefore: stored.status,
    statusAfter: decision.status,
    at,
  });
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, 'Decide enrollment');
  } catch (error) {
    // Deleted in the console between the read and the write.
    if (isNotFound(error))
      throw notFound('enrollment/not-found', enrollmentMessages.enrollmentNotFound);
    throw error;
  }
  return {
    enrollment: toAdminEnrollment(id, { ...stored, ...review }),
    message: adminEnrollmentMessages[decision.status],
  };
}
