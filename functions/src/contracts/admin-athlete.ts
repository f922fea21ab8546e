import { z } from 'zod';
import { apiListResponseSchema } from './api-envelope';
import { clubIdSchema } from './clubs';
import { rankSchema } from './ranks';

// The office's search of the athletes: GET /api/admin/athletes?q= (name or membership number).

export const adminAthleteMessages = {
  queryTooLong: 'Search for at most 100 characters',
} as const;

/** The most rows one search answers: the office narrows a search rather than pages through it. */
export const ADMIN_ATHLETE_SEARCH_LIMIT = 50;

export const adminAthleteQuerySchema = z.object({
  q: z.string().trim().max(100, { error: adminAthleteMessages.queryTooLong }).default(''),
});
export type AdminAthleteQuery = z.infer<typeof adminAthleteQuerySchema>;

/** Whether the record holds the consent it needs: a minor's needs one, an adult's none. */
export const consentStatuses = ['recorded', 'not-needed', 'missing'] as const;

export const adminAthleteRowSchema = z.object({
  id: z.string(),
  membershipNumber: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  clubId: clubIdSchema,
  currentRank: rankSchema,
  guardianCount: z.number().int().min(0),
  consent: z.object({
    status: z.enum(consentStatuses),
    noticeVersion: z.string().optional(),
    acceptedAt: z.string().optional(),
  }),
});
export type AdminAthleteRow = z.infer<typeof adminAthleteRowSchema>;

export const adminAthleteListResponseSchema = apiListResponseSchema(adminAthleteRowSchema);
export type AdminAthleteListResponse = z.infer<typeof adminAthleteListResponseSchema>;
