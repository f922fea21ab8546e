import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/** One side of a bout as stored: the entry, with the name and club it was drawn with. */
const storedEntrySideSchema = z.object({
  entryId: z.string(),
  athleteName: z.string(),
  clubId: z.string(),
});
const storedSideSchema = storedEntrySideSchema.nullable();

export const storedMatchSchema = z.object({
  id: z.string(),
  round: z.number().int(),
  position: z.number().int(),
  red: storedSideSchema,
  blue: storedSideSchema,
  winnerEntryId: z.string().nullable(),
});
export type StoredMatch = z.infer<typeof storedMatchSchema>;

/** One earlier draw a redraw replaced, and why. */
const storedRedrawSchema = z.object({
  at: z.instanceof(Timestamp),
  byUid: z.string(),
  reason: z.string(),
  previousSeed: z.string(),
  previousEntriesHash: z.string(),
});

/**
 * `championshipDraws/{eventId}`: the draw of a championship. Its existence closes entries. Holds
 * what makes the draw checkable (the seed, the hash and the sorted ids of the frozen entries) and
 * its history: who drew and when, and each redraw with its reason. Written whole, every time.
 */
export const storedDrawSchema = z.object({
  eventId: z.string(),
  seed: z.string(),
  entriesHash: z.string(),
  /** The frozen entries' ids, sorted ascending: what `entriesHash` is the hash of. */
  entryIds: z.array(z.string()),
  /** The divisions drawn, in the rules' order: one `championshipBrackets` document each. */
  divisionIds: z.array(z.string()),
  drawnAt: z.instanceof(Timestamp),
  drawnByUid: z.string(),
  redraws: z.array(storedRedrawSchema),
});
export type StoredDraw = z.infer<typeof storedDrawSchema>;

/**
 * `championshipBrackets/{eventId}__{divisionId}`: one division's bracket, so two officials scoring
 * two divisions write two documents and never overwrite each other's bouts. The sides carry the
 * athlete's name as drawn (an erased athlete's becomes "Name withheld").
 */
export const storedBracketSchema = z.object({
  eventId: z.string(),
  divisionId: z.string(),
  /** The division's English name, e.g. "Cadet Male −45 kg". */
  name: z.string(),
  /** The draw's seed this bracket came from: a redraw's brackets carry the new one. */
  seed: z.string(),
  /** The division's frozen entries, by entry id (a division of one has no bout, only this). */
  entries: z.array(storedEntrySideSchema),
  matches: z.array(storedMatchSchema),
  updatedAt: z.instanceof(Timestamp),
});
export type StoredBracket = z.infer<typeof storedBracketSchema>;

export const bracketDocumentId = (eventId: string, divisionId: string) =>
  `${eventId}__${divisionId}`;
