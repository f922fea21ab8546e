import { z } from 'zod';
import { apiListResponseSchema, apiMessageItemResponseSchema } from './api-envelope';
import { enrollmentDetailSchema, enrollmentStatuses } from './enrollment';
import { programs } from './enums';
import { pageSize } from './page-size';

// The office's review of enrollments: GET /api/admin/enrollments (+ .csv) and
// PUT /api/admin/enrollments/:id. Parsed by the functions and by the admin screens alike.

export const adminEnrollmentMessages = {
  statusInvalid: 'Choose pending, approved or rejected',
  programInvalid: 'Choose one of the programs',
  searchInvalid: 'Search for part of a name, email or reference number',
  searchTooLong: 'The search can be at most 100 characters',
  beforeInvalid: 'Must be a date and time such as 2026-11-24T10:00:00.000Z',
  limitInvalid: 'Must be a whole number from 1 to 100',
  decisionInvalid: 'Choose approved or rejected',
  noteInvalid: 'The note must be text',
  noteTooLong: 'The note can be at most 1000 characters',
  approved: 'Enrollment approved',
  rejected: 'Enrollment rejected',
} as const;
const m = adminEnrollmentMessages;

export const ADMIN_ENROLLMENT_PAGE_SIZE = 25;
export const ADMIN_ENROLLMENT_MAX_PAGE_SIZE = 100;
/**
 * A review note is a sentence or two for the member ("Classes start 5 January, bring …"), shown
 * in their profile; 1000 characters is generous for that and keeps documents and CSV cells small.
 */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

const filters = {
  status: z.enum(enrollmentStatuses, { error: m.statusInvalid }).optional(),
  program: z.enum(programs, { error: m.programInvalid }).optional(),
  /** Part of the name, email or reference number, any case. */
  q: z.string({ error: m.searchInvalid }).trim().max(100, { error: m.searchTooLong }).optional(),
};

/**
 * GET /api/admin/enrollments query. Newest first; the next page is `before` = the createdAt of the
 * last row of this one (a range on createdAt: the embedded emulator ignores startAfter).
 * Values are the query's text, as the URL carries them.
 */
export const adminEnrollmentListQuerySchema = z.object({
  ...filters,
  before: z.iso.datetime({ error: m.beforeInvalid }).optional(),
  limit: pageSize(ADMIN_ENROLLMENT_MAX_PAGE_SIZE, m.limitInvalid).default(
    ADMIN_ENROLLMENT_PAGE_SIZE,
  ),
});
export type AdminEnrollmentListQuery = z.infer<typeof adminEnrollmentListQuerySchema>;

/** GET /api/admin/enrollments.csv query: the same filters, the whole filtered list. */
export const adminEnrollmentExportQuerySchema = z.object(filters);
export type AdminEnrollmentExportQuery = z.infer<typeof adminEnrollmentExportQuerySchema>;

/** One enrollment as the office sees it: everything, with who submitted it and the review. */
export const adminEnrollmentSchema = enrollmentDetailSchema.extend({
  uid: z.string(),
  reviewNote: z.string(),
  reviewedAt: z.string().nullable(),
  /** uid of the admin who last changed it; null while only the member has written it. */
  updatedBy: z.string().nullable(),
});
export type AdminEnrollment = z.infer<typeof adminEnrollmentSchema>;

/** GET /api/admin/enrollments answer; `nextBefore` is null on the last page. */
export const adminEnrollmentListResponseSchema = apiListResponseSchema(
  adminEnrollmentSchema,
).extend({ nextBefore: z.string().nullable() });
export type AdminEnrollmentListResponse = z.infer<typeof adminEnrollmentListResponseSchema>;

export const enrollmentDecisions = ['approved', 'rejected'] as const;
export type EnrollmentDecision = (typeof enrollmentDecisions)[number];

/** PUT /api/admin/enrollments/:id body; an empty or absent note stores ''. */
export const enrollmentDecisionSchema = z.strictObject({
  status: z.enum(enrollmentDecisions, { error: m.decisionInvalid }),
  note: z
    .string({ error: m.noteInvalid })
    .trim()
    .max(REVIEW_NOTE_MAX_LENGTH, { error: m.noteTooLong })
    .optional(),
});
export type EnrollmentDecisionBody = z.infer<typeof enrollmentDecisionSchema>;

/** PUT /api/admin/enrollments/:id answer: the enrollment as now stored. */
export const enrollmentDecisionResponseSchema = apiMessageItemResponseSchema(adminEnrollmentSchema);
export type EnrollmentDecisionResponse = z.infer<typeof enrollmentDecisionResponseSchema>;
