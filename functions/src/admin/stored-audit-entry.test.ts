import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { auditEntrySchema } from '../contracts/audit';
import { toCaller } from '../auth/caller';
import { newStoredAuditEntry, storedAuditEntrySchema, toApiAuditEntry } from './stored-audit-entry';

const at = Timestamp.fromMillis(Date.parse('2026-11-24T10:00:00.000Z'));
const admin = toCaller({
  uid: 'admin-1',
  email: 'office@example.com',
  admin: true,
} as unknown as DecodedIdToken);

describe('audit entries', () => {
  it('stores who, what, which document, when and the status on both sides', () => {
    const stored = newStoredAuditEntry({
      actor: admin,
      action: 'enrollment.approve',
      target: { collection: 'enrollments', id: 'e1' },
      statusBefore: 'pending',
      statusAfter: 'approved',
      at,
    });
    expect(storedAuditEntrySchema.strict().parse(stored)).toEqual({
      action: 'enrollment.approve',
      actorUid: 'admin-1',
      actorEmail: 'office@example.com',
      targetCollection: 'enrollments',
      targetId: 'e1',
      statusBefore: 'pending',
      statusAfter: 'approved',
      at,
    });
    expect(auditEntrySchema.strict().parse(toApiAuditEntry('a1', stored))).toMatchObject({
      id: 'a1',
      at: '2026-11-24T10:00:00.000Z',
    });
  });

  it('keeps an empty email for an account without one, and null after a delete', () => {
    const noEmail = toCaller({ uid: 'admin-2', admin: true } as unknown as DecodedIdToken);
    const stored = newStoredAuditEntry({
      actor: noEmail,
      action: 'contact.delete',
      target: { collection: 'contacts', id: 'c1' },
      statusBefore: 'spam',
      statusAfter: null,
      at,
    });
    expect(stored).toMatchObject({ actorEmail: '', statusAfter: null });
  });
});
