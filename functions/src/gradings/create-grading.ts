import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import type { GradingCreatePayload } from '../contracts/grading';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import type { StoredGrading } from './stored-grading';

const DEADLINE_MS = 5_000;

/** POST /api/admin/gradings: the grading and its audit entry, in one batch. */
export async function createGrading(
  caller: Caller,
  payload: GradingCreatePayload,
  now = Date.now(),
): Promise<{ id: string }> {
  const ref = collections.gradings().doc();
  const at = Timestamp.fromMillis(now);
  const grading: StoredGrading = { ...payload, createdByUid: caller.uid, createdAt: at };
  const batch = collections.gradings().firestore.batch();
  batch.create(ref, grading);
  appendAuditEntry(batch, {
    actor: caller,
    action: 'grading.create',
    target: { collection: COLLECTION_NAMES.gradings, id: ref.id },
    statusBefore: null,
    statusAfter: payload.date,
    at,
  });
  await withDeadline(batch.commit(), DEADLINE_MS, 'Create grading');
  return { id: ref.id };
}
