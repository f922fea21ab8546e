import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { athleteGenderSchema } from '../contracts/athlete';
import { disciplineSchema, type Discipline } from '../contracts/championship-rules';
import { entrySources, entryStatusSchema } from '../contracts/championship';
import { clubIdSchema } from '../contracts/clubs';
import { rankSchema } from '../contracts/ranks';

/**
 * `championshipEntries/{id}`: one athlete in one discipline of one championship. The id is derived
 * from the three (entryId below), so a second entry of the same athlete in the same discipline
 * collides with the first on create() — the uniqueness the local emulator can keep without a
 * transaction. Every field is written every time (nullable, never absent), so a whole rewrite of a
 * withdrawn entry leaves nothing of the old one behind.
 *
 * The athlete's name, club, number, gender, birth year and rank are copied in at entry time: the
 * division was judged on them, and public lists are served without reading children's records.
 */
export const storedEntrySchema = z.object({
  eventId: z.string(),
  athleteId: z.string(),
  discipline: disciplineSchema,
  athleteName: z.string(),
  membershipNumber: z.string(),
  clubId: clubIdSchema,
  gender: athleteGenderSchema,
  birthYear: z.number().int(),
  currentRank: rankSchema,
  divisionId: z.string(),
  declaredWeightKg: z.number().nullable(),
  weighedKg: z.number().nullable(),
  proposedDivisionId: z.string().nullable(),
  status: entryStatusSchema,
  enteredByUid: z.string(),
  enteredAs: z.enum(entrySources),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

/**
 * The entry's id: a hash of championship, athlete and discipline. Deterministic (one entry per
 * athlete and discipline) and opaque: the public list shows entry ids, never athlete ids.
 */
export function entryId(eventId: string, athleteId: string, discipline: Discipline): string {
  return createHash('sha256')
    .update(`${eventId}\n${athleteId}\n${discipline}`)
    .digest('hex')
    .slice(0, 24);
}

/** An entry that still competes (or waits at the desk): what lists and counts show. */
export const isActive = (entry: StoredEntry) => entry.status !== 'withdrawn';
