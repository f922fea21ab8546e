import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { athleteGenderSchema } from './athlete';
import { disciplineSchema, disciplines } from './championship-rules';
import { championshipMessages } from './messages/championship-messages';
import { clubIdSchema } from './clubs';
import { divisionSchema } from './division';
import { isoDateSchema } from './formats';
import { membershipNumberPattern } from './athlete';
import { rankSchema } from './ranks';

// Championships: a tournament the office opens for entries, the entries guardians and coaches
// make, the public lists, the weigh-in and the officials' decisions. One schema per payload, used
// by the forms and re-parsed by the server. Divisions and the placement rule are in division.ts
// and division-eligibility.ts; the roles of officials and coaches in roles.ts.

export { championshipMessages, disciplines, disciplineSchema };
export type { Discipline } from './championship-rules';
const m = championshipMessages;

/** The lightest and heaviest weight a scale at the desk or a declared entry may carry (kg). */
export const MIN_WEIGHT_KG = 15;
export const MAX_WEIGHT_KG = 200;

/** A weight in kilograms, to at most two decimals (WT weighs to the hundredth). */
export const weightKgSchema = z
  .number({ error: m.weightInvalid })
  .min(MIN_WEIGHT_KG, { error: m.weightOutOfRange })
  .max(MAX_WEIGHT_KG, { error: m.weightOutOfRange })
  .refine((kg) => Math.abs(Math.round(kg * 100) - kg * 100) < 1e-6, { error: m.weightPrecision });

// ——— Opening a championship ———

/** PUT /api/admin/events/{id}/championship */
export const championshipSettingsPayloadSchema = z.strictObject({
  disciplines: z
    .array(disciplineSchema, { error: m.disciplinesRequired })
    .min(1, { error: m.disciplinesRequired })
    .refine((list) => new Set(list).size === list.length, { error: m.disciplinesRepeated }),
  /** The last day entries are taken, in Maharashtra (Asia/Kolkata); closed from the day after. */
  entryDeadline: isoDateSchema,
  /** Ages are counted by this year: competition year − birth year. */
  competitionYear: z
    .number({ error: m.competitionYearInvalid })
    .int({ error: m.competitionYearInvalid })
    .min(2000, { error: m.competitionYearInvalid })
    .max(2100, { error: m.competitionYearInvalid }),
});
export type ChampionshipSettingsPayload = z.infer<typeof championshipSettingsPayloadSchema>;

/** The championship as PUT and GET /api/events/{id}/championship answer. */
export const championshipSchema = z.object({
  eventId: z.string(),
  disciplines: z.array(disciplineSchema),
  entryDeadline: z.string(),
  competitionYear: z.number().int(),
  /** True until the end of the deadline day in Asia/Kolkata. */
  entriesOpen: z.boolean(),
  /** The rules file's version the divisions come from. */
  rulesVersion: z.string(),
  updatedAt: z.string(),
});
export type Championship = z.infer<typeof championshipSchema>;
export const championshipResponseSchema = apiItemResponseSchema(championshipSchema);

/** GET /api/events/{id}/divisions: each division with how many entries it holds (withdrawn not). */
export const divisionWithCountSchema = divisionSchema.extend({ entryCount: z.number().int() });
export type DivisionWithCount = z.infer<typeof divisionWithCountSchema>;
export const divisionListResponseSchema = apiListResponseSchema(divisionWithCountSchema);

// ——— Entries ———

export const entryStatuses = [
  'entered',
  'weighed-in',
  'needs-decision',
  'disqualified',
  'withdrawn',
] as const;
export const entryStatusSchema = z.enum(entryStatuses);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

/** POST /api/events/{id}/entries. `declaredWeightKg` is needed for kyorugi, unused for poomsae. */
export const entryPayloadSchema = z.strictObject({
  athleteId: z
    .string({ error: m.athleteRequired })
    .trim()
    .min(1, { error: m.athleteRequired })
    .max(128),
  discipline: disciplineSchema,
  declaredWeightKg: weightKgSchema.optional(),
});
export type EntryPayload = z.infer<typeof entryPayloadSchema>;

/** 201 answer of an entry. */
export const entryCreatedSchema = z.object({
  id: z.string(),
  divisionId: z.string(),
  divisionName: z.string(),
  divisionNameMr: z.string(),
  status: entryStatusSchema,
});
export type EntryCreated = z.infer<typeof entryCreatedSchema>;
export const entryCreatedResponseSchema = apiItemResponseSchema(entryCreatedSchema);

/** GET /api/events/{id}/entries (anyone): name and club, never a date of birth or a contact. */
export const publicEntrySchema = z.object({
  id: z.string(),
  athleteName: z.string(),
  clubId: clubIdSchema,
  clubName: z.string(),
  discipline: disciplineSchema,
  divisionId: z.string(),
  divisionName: z.string(),
  status: entryStatusSchema,
});
export type PublicEntry = z.infer<typeof publicEntrySchema>;
export const publicEntryListResponseSchema = apiListResponseSchema(publicEntrySchema);

/** Who made an entry, as its guardian or coach sees it. */
export const entrySources = ['guardian', 'coach', 'office'] as const;

/**
 * GET /api/events/{id}/my-entries: the entries the caller may act on — of the athletes they guard,
 * the ones they made, and (for a coach) their club's — withdrawn ones included.
 */
export const myEntrySchema = publicEntrySchema.extend({
  athleteId: z.string(),
  divisionNameMr: z.string(),
  declaredWeightKg: z.number().nullable(),
  enteredBy: z.enum(entrySources),
  /** Whether the caller may withdraw it now (theirs or their child's, not withdrawn, before the deadline). */
  canWithdraw: z.boolean(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;
export const myEntryListResponseSchema = apiListResponseSchema(myEntrySchema);

/** DELETE /api/events/{id}/entries/{entryId} → 200 */
export const entryWithdrawnSchema = z.object({ id: z.string(), status: z.literal('withdrawn') });
export type EntryWithdrawn = z.infer<typeof entryWithdrawnSchema>;

// ——— Coaches ———

/** GET /api/coach/athletes[?competitionYear=2026] */
export const coachAthletesQuerySchema = z.object({
  competitionYear: z
    .string()
    .regex(/^\d{4}$/, { error: m.competitionYearInvalid })
    .transform(Number)
    .optional(),
});

/** A club's athlete as its coach sees it: no date of birth beyond its year, no contact. */
export const coachAthleteSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  membershipNumber: z.string().regex(membershipNumberPattern),
  clubId: clubIdSchema,
  gender: athleteGenderSchema,
  currentRank: rankSchema,
  /** Enough for the division function: ages go by year. */
  birthYear: z.number().int(),
  /** Kyorugi's age category in the competition year (null: too young or too old for any). */
  ageCategory: z.string().nullable(),
  /** Poomsae's age category in the competition year (its bands differ above 17). */
  poomsaeAgeCategory: z.string().nullable(),
});
export type CoachAthlete = z.infer<typeof coachAthleteSchema>;
export const coachAthleteListResponseSchema = apiListResponseSchema(coachAthleteSchema);

// ——— Weigh-in and decisions (officials and the office) ———

/** POST /api/admin/events/{id}/entries/{entryId}/weigh-in */
export const weighInPayloadSchema = z.strictObject({ weightKg: weightKgSchema });
export type WeighInPayload = z.infer<typeof weighInPayloadSchema>;

/** Never a move by itself: a weight outside the division waits for an official's decision. */
export const weighInResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('weighed-in'),
    id: z.string(),
    weightKg: z.number(),
    divisionId: z.string(),
  }),
  z.object({
    status: z.literal('needs-decision'),
    id: z.string(),
    weightKg: z.number(),
    divisionId: z.string(),
    proposedDivisionId: z.string(),
    proposedDivisionName: z.string(),
    proposedDivisionNameMr: z.string(),
  }),
]);
export type WeighInResult = z.infer<typeof weighInResultSchema>;
export const weighInResponseSchema = apiItemResponseSchema(weighInResultSchema);

/** POST /api/admin/events/{id}/entries/{entryId}/decision */
export const decisionActions = ['move', 'disqualify'] as const;
export const decisionPayloadSchema = z.strictObject({
  action: z.enum(decisionActions, { error: m.decisionRequired }),
});
export type DecisionPayload = z.infer<typeof decisionPayloadSchema>;

export const decisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(['weighed-in', 'disqualified']),
  divisionId: z.string(),
  divisionName: z.string(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

/** One row of the weigh-in desk and the office's list (officials and admins only). */
export const deskEntrySchema = myEntrySchema.omit({ enteredBy: true, canWithdraw: true }).extend({
  membershipNumber: z.string(),
  gender: athleteGenderSchema,
  weighedKg: z.number().nullable(),
  proposedDivisionId: z.string().nullable(),
  proposedDivisionName: z.string().nullable(),
});
export type DeskEntry = z.infer<typeof deskEntrySchema>;

/** GET /api/admin/events/{id}/entries: the desk's list and the office's counts (withdrawn not counted). */
export const officeEntriesSchema = z.object({
  entries: z.array(deskEntrySchema),
  byDivision: z.array(
    z.object({ divisionId: z.string(), divisionName: z.string(), count: z.number().int() }),
  ),
  byClub: z.array(
    z.object({ clubId: clubIdSchema, clubName: z.string(), count: z.number().int() }),
  ),
});
export type OfficeEntries = z.infer<typeof officeEntriesSchema>;
export const officeEntriesResponseSchema = apiItemResponseSchema(officeEntriesSchema);
