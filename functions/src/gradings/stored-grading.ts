import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { gradingResultSchema, rankSourceSchema } from '../contracts/grading';
import { rankSchema } from '../contracts/ranks';

/** `gradings/{id}`: a belt examination the office held or will hold. No personal data. */
export const storedGradingSchema = z.object({
  date: z.string(),
  city: z.string(),
  venue: z.string(),
  examiners: z.array(z.string()),
  createdByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type StoredGrading = z.infer<typeof storedGradingSchema>;

/**
 * `gradingResults/{gradingId}_{athleteId}`: one candidate's result, once per grading (the id
 * says so). Deleted with the athlete when it is erased.
 */
export const storedGradingResultSchema = z.object({
  gradingId: z.string(),
  athleteId: z.string(),
  rank: rankSchema,
  result: gradingResultSchema,
  certificateNumber: z.string().nullable(),
  recordedByUid: z.string(),
  recordedAt: z.instanceof(Timestamp),
});
export type StoredGradingResult = z.infer<typeof storedGradingResultSchema>;

export const gradingResultId = (gradingId: string, athleteId: string) =>
  `${gradingId}_${athleteId}`;

/** `rankAwards/{id}`: one step of an athlete's rank history. Deleted with the athlete. */
export const storedRankAwardSchema = z.object({
  athleteId: z.string(),
  rank: rankSchema,
  awardedOn: z.string(),
  source: rankSourceSchema,
  gradingId: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  reason: z.string().nullable(),
  recordedByUid: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type StoredRankAward = z.infer<typeof storedRankAwardSchema>;
