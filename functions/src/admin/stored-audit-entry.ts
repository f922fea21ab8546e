import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { AuditAction, AuditEntry } from '../contracts/audit';
import type { Caller } from '../auth/caller';

/**
 * `auditLog/{id}` as stored: one admin write. Flat fields (no nested maps) because the embedded
 * emulator cannot query dotted paths (docs/decisions.md), and so each reads well in the console.
 * Entries are only ever created, never changed. Strings stay strings on read: a later version's
 * action must not hide an entry from the activity screen.
 */
export const storedAuditEntrySchema = z.object({
  action: z.string(),
  actorUid: z.string(),
  actorEmail: z.string(),
  targetCollection: z.string(),
  targetId: z.string(),
  statusBefore: z.string().nullable(),
  statusAfter: z.string().nullable(),
  at: z.instanceof(Timestamp),
});
export type StoredAuditEntry = z.infer<typeof storedAuditEntrySchema>;

export interface AuditEvent {
  actor: Caller;
  action: AuditAction;
  target: { collection: string; id: string };
  statusBefore: string | null;
  statusAfter: string | null;
  /** The same instant as the write's updatedAt, so the two can be matched. */
  at: Timestamp;
}

/** The complete document for one admin write (every field written: docs/data-model.md). */
export function newStoredAuditEntry(event: AuditEvent): StoredAuditEntry {
  return {
    action: event.action,
    actorUid: event.actor.uid,
    // The email at the time of the write: the account may change or disappear later.
    actorEmail: event.actor.email ?? '',
    targetCollection: event.target.collection,
    targetId: event.target.id,
    statusBefore: event.statusBefore,
    statusAfter: event.statusAfter,
    at: event.at,
  };
}

export function toApiAuditEntry(id: string, stored: StoredAuditEntry): AuditEntry {
  return { id, ...stored, at: stored.at.toDate().toISOString() };
}
