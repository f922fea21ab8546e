import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { isoDateSchema } from './formats';
import { certificateMessages as m } from './messages/certificate-messages';
import { rankIds, rankSchema } from './ranks';

// Gradings (belt examinations) run by the office, and an athlete's rank history. How far a rank
// may move at one grading is rank-rules.ts.

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: m.tooLong });

const dateField = z.string({ error: m.dateRequired }).pipe(isoDateSchema);
const rankField = z.enum(rankIds, { error: m.rankRequired });

/** Most candidates recorded in one request (one screen at the venue; a big grading sends several). */
export const MAX_RESULTS_PER_REQUEST = 50;
export const MAX_EXAMINERS = 10;

/** POST /api/admin/gradings */
export const gradingCreatePayloadSchema = z.strictObject({
  date: dateField,
  city: text(m.cityRequired, 100),
  venue: text(m.venueRequired, 200),
  examiners: z
    .array(text(m.examinersRequired, 100), { error: m.examinersRequired })
    .min(1, { error: m.examinersRequired })
    .max(MAX_EXAMINERS, { error: m.tooMany }),
});
export type GradingCreatePayload = z.infer<typeof gradingCreatePayloadSchema>;

export const gradingResults = ['pass', 'fail'] as const;
export const gradingResultSchema = z.enum(gradingResults, { error: m.resultRequired });
export type GradingResult = z.infer<typeof gradingResultSchema>;

/** One candidate's result: the rank examined for (awarded on a pass). */
export const gradingResultEntrySchema = z.strictObject({
  athleteId: text(m.athleteRequired, 128),
  rank: rankField,
  result: gradingResultSchema,
});
export type GradingResultEntry = z.infer<typeof gradingResultEntrySchema>;

/** POST /api/admin/gradings/{id}/results: each athlete once per request. */
export const gradingResultsPayloadSchema = z.strictObject({
  results: z
    .array(gradingResultEntrySchema, { error: m.resultsRequired })
    .min(1, { error: m.resultsRequired })
    .max(MAX_RESULTS_PER_REQUEST, { error: m.tooMany })
    .superRefine((results, context) => {
      const seen = new Set<string>();
      results.forEach((entry, index) => {
        if (seen.has(entry.athleteId)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'athleteId'],
            message: m.duplicateAthlete,
          });
        }
        seen.add(entry.athleteId);
      });
    }),
});
export type GradingResultsPayload = z.infer<typeof gradingResultsPayloadSchema>;

/** The answer: the rank certificates issued for this request's passes. */
export const gradingResultsAnswerSchema = z.object({
  issued: z.array(z.object({ athleteId: z.string(), certificateNumber: z.string() })),
});
export type GradingResultsAnswer = z.infer<typeof gradingResultsAnswerSchema>;
export const gradingResultsResponseSchema = apiItemResponseSchema(gradingResultsAnswerSchema);

/** A grading as the office's screens read it (list and detail). */
export const gradingSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  city: z.string(),
  venue: z.string(),
  examiners: z.array(z.string()),
  /** How many results are recorded, and how many of them passes. */
  resultCount: z.number().int().min(0),
  passCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type Grading = z.infer<typeof gradingSchema>;
export const gradingListResponseSchema = apiListResponseSchema(gradingSchema);

/** One recorded result, with the athlete as the office sees it now. */
export const gradingCandidateSchema = z.object({
  athleteId: z.string(),
  /** The athlete's name and number now (NAME_WITHHELD and '' for an erased athlete). */
  athleteName: z.string(),
  membershipNumber: z.string(),
  rank: rankSchema,
  result: gradingResultSchema,
  certificateNumber: z.string().nullable(),
  recordedAt: z.string(),
});
export type GradingCandidate = z.infer<typeof gradingCandidateSchema>;

/** GET /api/admin/gradings/{id} */
export const gradingDetailSchema = gradingSchema.extend({
  results: z.array(gradingCandidateSchema),
});
export type GradingDetail = z.infer<typeof gradingDetailSchema>;
export const gradingDetailResponseSchema = apiItemResponseSchema(gradingDetailSchema);

/** POST /api/admin/athletes/{id}/ranks: a rank earned before the system, with the office's reason. */
export const recognisedRankPayloadSchema = z.strictObject({
  rank: rankField,
  awardedOn: dateField,
  reason: text(m.reasonRequired, 500),
});
export type RecognisedRankPayload = z.infer<typeof recognisedRankPayloadSchema>;

export const rankSources = ['grading', 'recognised'] as const;
export const rankSourceSchema = z.enum(rankSources);
export type RankSource = z.infer<typeof rankSourceSchema>;

/**
 * One step of an athlete's rank history (GET /api/athletes/{id}/ranks, oldest first). The white
 * belt every athlete starts with is not an entry: the history lists what was awarded.
 */
export const rankHistoryEntrySchema = z.object({
  rank: rankSchema,
  /** YYYY-MM-DD: the grading's date, or the date the recognised rank was earned. */
  awardedOn: isoDateSchema,
  source: rankSourceSchema,
  gradingId: z.string().optional(),
  certificateNumber: z.string().optional(),
  /** Recognised ranks: the office's reason. */
  reason: z.string().optional(),
});
export type RankHistoryEntry = z.infer<typeof rankHistoryEntrySchema>;
export const rankHistoryResponseSchema = apiListResponseSchema(rankHistoryEntrySchema);
export const rankHistoryEntryResponseSchema = apiItemResponseSchema(rankHistoryEntrySchema);
