import { z } from 'zod';
import { rankIds, rankSchema } from './ranks';
import { wtDivisionRules } from './rules/wt-divisions';

// The shape of the divisions' rules file (rules/wt-divisions.ts) and the checks that keep it
// sound: ages and weights ascending, every rank in exactly one belt band. The unit tests parse the
// file with this schema, so a mistyped edit of the rules fails the build instead of a championship.

/** The two events a championship may offer: sparring (by weight) and forms (by belt band). */
export const disciplines = ['kyorugi', 'poomsae'] as const;
export const disciplineSchema = z.enum(disciplines, { error: 'Choose kyorugi or poomsae' });
export type Discipline = z.infer<typeof disciplineSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const age = z.number().int().min(4).max(120);

const ascending = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || v > (values[i - 1] ?? -Infinity));

const ageCategoryFields = {
  id: slug,
  name: z.string().min(1),
  nameMr: z.string().min(1),
  minAge: age,
  /** null: no upper age (Senior, Over 65). */
  maxAge: age.nullable(),
};

const weightLimits = z
  .array(z.number().positive().max(200))
  .min(1)
  .refine(ascending, { message: 'Weight limits must rise' });

export const kyorugiAgeCategorySchema = z
  .object({
    ...ageCategoryFields,
    weightLimitsKg: z.object({ male: weightLimits, female: weightLimits }),
  })
  .refine((c) => c.maxAge === null || c.maxAge >= c.minAge, { message: 'maxAge below minAge' });

export const poomsaeAgeCategorySchema = z
  .object(ageCategoryFields)
  .refine((c) => c.maxAge === null || c.maxAge >= c.minAge, { message: 'maxAge below minAge' });

export const beltBandSchema = z.object({
  id: slug,
  name: z.string().min(1),
  nameMr: z.string().min(1),
  ranks: z.array(rankSchema).min(1),
});

// Youngest first, no age left without a category between the first and the last (an overlap, like
// WT's 17 in Junior and Senior, is allowed: the first category that fits wins), and only the last
// may be open-ended.
const categoriesInOrder = <T extends { minAge: number; maxAge: number | null }>(list: T[]) =>
  list.every((c, i) => {
    const before = list[i - 1];
    if (!before) return true;
    return before.maxAge !== null && c.minAge > before.minAge && c.minAge <= before.maxAge + 1;
  });

const uniqueIds = (list: { id: string }[]) => new Set(list.map((c) => c.id)).size === list.length;

export const divisionRulesSchema = z.object({
  version: z.string().min(1),
  /** Where the numbers come from; a rule of the association's own has no url. */
  sources: z.array(z.object({ title: z.string().min(1), url: z.url().nullable() })).min(1),
  kyorugi: z.object({
    ageCategories: z
      .array(kyorugiAgeCategorySchema)
      .min(1)
      .refine(categoriesInOrder, { message: 'Age categories must be youngest first' })
      .refine(uniqueIds, { message: 'Age category ids must differ' }),
  }),
  poomsae: z.object({
    ageCategories: z
      .array(poomsaeAgeCategorySchema)
      .min(1)
      .refine(categoriesInOrder, { message: 'Age categories must be youngest first' })
      .refine(uniqueIds, { message: 'Age category ids must differ' }),
    beltBands: z
      .array(beltBandSchema)
      .min(1)
      .refine(uniqueIds, { message: 'Belt band ids must differ' })
      .refine(
        (bands) => {
          const listed = bands.flatMap((b) => b.ranks);
          return listed.length === rankIds.length && rankIds.every((r, i) => listed[i] === r);
        },
        { message: 'Every rank must be in exactly one belt band, in rank order' },
      ),
  }),
});
export type DivisionRules = z.infer<typeof divisionRulesSchema>;
export type KyorugiAgeCategory = z.infer<typeof kyorugiAgeCategorySchema>;
export type PoomsaeAgeCategory = z.infer<typeof poomsaeAgeCategorySchema>;
export type BeltBand = z.infer<typeof beltBandSchema>;

/**
 * The rules every championship uses. Typed against the schema's type, so a shape error is a
 * compile error too; the refinements (order, coverage) run in the unit test.
 */
export const divisionRules: DivisionRules = {
  ...wtDivisionRules,
  sources: wtDivisionRules.sources.map((s) => ({ ...s })),
  kyorugi: {
    ageCategories: wtDivisionRules.kyorugi.ageCategories.map((c) => ({
      ...c,
      weightLimitsKg: { male: [...c.weightLimitsKg.male], female: [...c.weightLimitsKg.female] },
    })),
  },
  poomsae: {
    ageCategories: wtDivisionRules.poomsae.ageCategories.map((c) => ({ ...c })),
    beltBands: wtDivisionRules.poomsae.beltBands.map((b) => ({ ...b, ranks: [...b.ranks] })),
  },
};
