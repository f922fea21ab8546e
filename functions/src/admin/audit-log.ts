import * as logger from 'firebase-functions/logger';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditEntry, AuditListQuery } from '../contracts/audit';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { newStoredAuditEntry, toApiAuditEntry, type AuditEvent } from './stored-audit-entry';

// The audit trail every admin write appends to. Writers add the entry to the same batch
// as their change, so the change and its record are committed together or not at all: a batch of
// independent writes is atomic on the embedded emulator too, a transaction would not be
// (docs/decisions.md).

const DEADLINE_MS = 5_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed audit entry', { path: error.path, problems: error.problems });
}

/** Adds the entry for `event` to `batch` (a new document with a generated id). */
export function appendAuditEntry(batch: WriteBatch, event: AuditEvent): void {
  batch.create(collections.auditLog().doc(), newStoredAuditEntry(event));
}

/**
 * Records an office read of personal data on its own (a child's record, an export): there is no
 * write to share a batch with, so the entry is written alone, before the answer leaves.
 */
export async function recordAuditEntry(event: AuditEvent): Promise<void> {
  await withDeadline(
    collections.auditLog().doc().create(newStoredAuditEntry(event)),
    DEADLINE_MS,
    `Log ${event.action}`,
  );
}

export interface AuditPage {
  entries: AuditEntry[];
  /** `at` of the last entry when more may follow, else null. */
  nextBefore: string | null;
}

/** Newest first; one more than asked is read to know whether another page exists. */
export async function listAuditEntries(query: AuditListQuery): Promise<AuditPage> {
  let request = collections.auditLog().orderBy('at', 'desc');
  if (query.before) request = request.where('at', '<', Timestamp.fromDate(new Date(query.before)));
  const snapshot = await withDeadline(
    request.limit(query.limit + 1).get(),
    DEADLINE_MS,
    'List audit entries',
  );
  const more = snapshot.docs.length > query.limit;
  const page = snapshot.docs.slice(0, query.limit);
  const entries = readValidDocuments(page, reportMalformed).map(({ id, data }) =>
    toApiAuditEntry(id, data),
  );
  const last = page.at(-1);
  return {
    entries,
    // From the raw page, so a skipped malformed entry cannot stop the paging.
    nextBefore: more && last ? toIso(last.get('at')) : null,
  };
}

function toIso(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}
