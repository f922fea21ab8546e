import { z } from 'zod';
import { apiItemResponseSchema } from './api-envelope';
import { bracketMessages } from './messages/bracket-messages';
import type {
  BracketMatch,
  BracketSide,
  DivisionBracket,
  DivisionMedals,
  TallyRow,
} from './draw/index';

// The draw, the brackets and the results of a championship: one schema per payload. The draw
// itself (pure, also run in the browser) is in ./draw; these schemas describe the same shapes on
// the wire. Club ids are read as plain text here, not from the list of today's clubs: a bracket is
// a record of its day and must still read if a club is renamed or closed later.

export { bracketMessages };
const m = bracketMessages;

export const MIN_REDRAW_REASON = 10;
export const MAX_REDRAW_REASON = 500;

/** 32 random bytes chosen at draw time, as 64 lowercase hex characters. */
export const drawSeedSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** SHA-256 of the sorted entry ids joined with "\n", as 64 lowercase hex characters. */
export const entriesHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** A side of a match: an athlete, or null for a bye or a place not yet won. */
export const bracketSideSchema = z.object({
  entryId: z.string().min(1),
  athleteName: z.string(),
  clubId: z.string().min(1),
});

export const bracketMatchSchema = z.object({
  /** `<divisionId>.r<round>.m<position>`; division ids are slugs, so the id fits in a URL path. */
  id: z.string().regex(/^[^/?#\s]+\.r\d+\.m\d+$/),
  round: z.number().int().min(1),
  position: z.number().int().min(1),
  red: bracketSideSchema.nullable(),
  blue: bracketSideSchema.nullable(),
  winnerEntryId: z.string().nullable(),
});

export const divisionBracketSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The frozen entries it was drawn from, by entry id: the re-run and the hash use them. */
  entries: z.array(bracketSideSchema),
  matches: z.array(bracketMatchSchema),
});

/** GET /api/events/{id}/brackets, and the answer of the draw. */
export const bracketsSchema = z.object({
  seed: drawSeedSchema,
  entriesHash: entriesHashSchema,
  divisions: z.array(divisionBracketSchema),
});
export type Brackets = z.infer<typeof bracketsSchema>;
export const bracketsResponseSchema = apiItemResponseSchema(bracketsSchema);

/** POST /api/admin/events/{id}/draw → the new brackets. */
export const drawResultSchema = bracketsSchema;
export type DrawResult = Brackets;
export const drawResultResponseSchema = apiItemResponseSchema(drawResultSchema);

/**
 * POST /api/admin/events/{id}/draw: `{}` for the first draw; a second one needs
 * `{ redraw: true, reason }` (the reason goes to the audit log). A reason without a redraw is refused.
 */
export const drawPayloadSchema = z
  .strictObject({
    redraw: z.literal(true).optional(),
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .max(MAX_REDRAW_REASON, { error: m.reasonTooLong })
      .optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.redraw && (payload.reason ?? '').length < MIN_REDRAW_REASON)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.reasonRequired });
    if (!payload.redraw && payload.reason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.reasonWithoutRedraw });
  });
export type DrawPayload = z.infer<typeof drawPayloadSchema>;

/** PUT /api/admin/events/{id}/matches/{matchId} */
export const matchResultPayloadSchema = z.strictObject({
  winnerEntryId: z
    .string({ error: m.winnerRequired })
    .trim()
    .min(1, { error: m.winnerRequired })
    .max(128),
});
export type MatchResultPayload = z.infer<typeof matchResultPayloadSchema>;
/** Its answer: the division with the winner advanced. */
export const matchResultResponseSchema = apiItemResponseSchema(divisionBracketSchema);

/** A medallist as the results show them. */
export const medallistSchema = bracketSideSchema.extend({ clubName: z.string() });
export type Medallist = z.infer<typeof medallistSchema>;

export const divisionResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null while the final is not decided. */
  gold: medallistSchema.nullable(),
  /** null also for a division of one athlete. */
  silver: medallistSchema.nullable(),
  /** Both semi-final losers; fewer when a semi-final was a bye or there was none. */
  bronze: z.array(medallistSchema),
});
export type DivisionResult = z.infer<typeof divisionResultSchema>;

export const tallyRowSchema = z.object({
  clubId: z.string(),
  clubName: z.string(),
  gold: z.number().int().min(0),
  silver: z.number().int().min(0),
  bronze: z.number().int().min(0),
});

/** GET /api/events/{id}/results */
export const resultsSchema = z.object({
  divisions: z.array(divisionResultSchema),
  tally: z.array(tallyRowSchema),
});
export type Results = z.infer<typeof resultsSchema>;
export const resultsResponseSchema = apiItemResponseSchema(resultsSchema);

// The schemas and the draw's own types must describe the same shapes (checked by the compiler).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesAgree: [
  Same<z.infer<typeof bracketSideSchema>, BracketSide>,
  Same<z.infer<typeof bracketMatchSchema>, BracketMatch>,
  Same<z.infer<typeof divisionBracketSchema>, DivisionBracket>,
  Same<z.infer<typeof tallyRowSchema>, TallyRow>,
  Same<NonNullable<DivisionResult['silver']>, Medallist>,
] = [true, true, true, true, true];
void shapesAgree;
export type { DivisionMedals };
