import { z } from 'zod';
import { apiListResponseSchema } from './api-envelope';
import { pageSize } from './page-size';

// The audit trail of admin writes: GET /api/admin/audit, read by /admin/activity.

/**
 * What an entry records. Stored entries are read as plain strings, so an action added by a later
 * version still lists; this array names the ones the screens have words for.
 */
export const auditActions = [
  'enrollment.approve',
  'enrollment.reject',
  'contact.status',
  'contact.delete',
  'event.create',
  'event.update',
  'event.delete',
  // The office's reads of children's records are logged too, and so is every erasure of an
  // athlete (whoever asked for it: the entry then names the reason, never the person).
  'athlete.read',
  'athlete.search',
  'athlete.erase',
  // The enrollments' CSV export and list pages hold members' and children's medical notes: each
  // download, and each page that shows a note, is logged.
  'enrollment.export',
  'enrollment.read-medical',
  // A member erased their account: the entry says that one was erased and when, nothing of who.
  'account.erase',
  // Pictures: an upload, and the gallery's items.
  'media.upload',
  'gallery.create',
  'gallery.update',
  'gallery.delete',
  // Championships: the office's grants of the official and coach roles and its opening of a
  // championship; entries made or withdrawn by a coach or the office; every weigh-in and decision
  // by an official or the office; the entry list's CSV download.
  'user.roles',
  'championship.open',
  'entry.create',
  'entry.withdraw',
  'entry.weigh-in',
  'entry.move',
  'entry.disqualify',
  'entry.export',
  // The draw of a championship's brackets, a redraw (with the office's reason) and each bout
  // scored or corrected by an official or the office.
  'championship.draw',
  'championship.redraw',
  'championship.match-scored',
  // Ranks and certificates: gradings, their results (each pass issues a certificate), ranks
  // recognised from before the system, and revocations.
  'grading.create',
  'grading.results',
  'rank.recognise',
  'certificate.revoke',
  // A division's medallists got their championship certificates (again, after a corrected final).
  'championship.certificates',
  // The admin claim, given or taken by `npm run admin:grant` / `admin:revoke` (not the app).
  'admin.grant',
  'admin.revoke',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditMessages = {
  beforeInvalid: 'Must be a date and time such as 2026-11-24T10:00:00.000Z',
  limitInvalid: 'Must be a whole number from 1 to 200',
} as const;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

/** GET /api/admin/audit query: newest first, `before` = the `at` of the last entry shown. */
export const auditListQuerySchema = z.object({
  before: z.iso.datetime({ error: auditMessages.beforeInvalid }).optional(),
  limit: pageSize(AUDIT_MAX_PAGE_SIZE, auditMessages.limitInvalid).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** One entry: who (uid and email at the time), what, on which document, when, status before/after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorUid: z.string(),
  actorEmail: z.string(),
  targetCollection: z.string(),
  targetId: z.string(),
  /** null where there is no status on that side (a deleted document has none after). */
  statusBefore: z.string().nullable(),
  statusAfter: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = apiListResponseSchema(auditEntrySchema).extend({
  nextBefore: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
