import { z } from 'zod';
import { athleteGenderSchema, type AthleteGender } from './athlete';
import {
  disciplineSchema,
  type BeltBand,
  type Discipline,
  type DivisionRules,
  type KyorugiAgeCategory,
  type PoomsaeAgeCategory,
} from './championship-rules';
import { marathiDigits } from './marathi-digits';

// A championship's divisions, all derived from the rules file: one per age category × gender ×
// weight category (kyorugi) or × belt band (poomsae). The id is built from those parts, so the same
// rules always give the same ids and an entry's `divisionId` stays meaningful.

export const divisionSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameMr: z.string(),
  discipline: disciplineSchema,
  gender: athleteGenderSchema,
  /** The age category's id in the rules (e.g. `cadet`, `under-30`). */
  ageCategory: z.string(),
  minAge: z.number().int(),
  /** null: no upper age (Senior, Over 65). */
  maxAge: z.number().int().nullable(),
  /** Kyorugi: the category takes weights above this (absent for the lightest). */
  weightMinKg: z.number().optional(),
  /** Kyorugi: up to and including this (absent for the heaviest, "+N kg"). */
  weightMaxKg: z.number().optional(),
  /** Poomsae: the belt band's id in the rules. */
  beltBand: z.string().optional(),
});
export type Division = z.infer<typeof divisionSchema>;

const genderNames: Record<AthleteGender, { en: string; mr: string }> = {
  male: { en: 'Male', mr: 'पुरुष' },
  female: { en: 'Female', mr: 'महिला' },
};

/** The kyorugi division of one weight category (index into the gender's limits). */
export function kyorugiDivision(
  category: KyorugiAgeCategory,
  gender: AthleteGender,
  index: number,
): Division {
  const limits = category.weightLimitsKg[gender];
  const max = limits[index];
  const min = index > 0 ? limits[index - 1] : undefined;
  const heaviest = max === undefined;
  const shown = heaviest ? `+${min ?? 0}` : `−${max}`;
  const g = genderNames[gender];
  return {
    id: `kyorugi-${category.id}-${gender}-${heaviest ? `over-${min ?? 0}` : max}kg`,
    name: `${category.name} ${g.en} ${shown} kg`,
    nameMr: `${category.nameMr} ${g.mr} ${marathiDigits(shown)} किलो`,
    discipline: 'kyorugi',
    gender,
    ageCategory: category.id,
    minAge: category.minAge,
    maxAge: category.maxAge,
    ...(min !== undefined && { weightMinKg: min }),
    ...(max !== undefined && { weightMaxKg: max }),
  };
}

export function poomsaeDivision(
  category: PoomsaeAgeCategory,
  gender: AthleteGender,
  band: BeltBand,
): Division {
  const g = genderNames[gender];
  return {
    id: `poomsae-${category.id}-${gender}-${band.id}`,
    name: `Poomsae ${category.name} ${g.en}, ${band.name}`,
    nameMr: `पूमसे ${category.nameMr} ${g.mr}, ${band.nameMr}`,
    discipline: 'poomsae',
    gender,
    ageCategory: category.id,
    minAge: category.minAge,
    maxAge: category.maxAge,
    beltBand: band.id,
  };
}

const bothGenders: AthleteGender[] = ['male', 'female'];

/** Every division of the given disciplines, in the order lists show them. */
export function listDivisions(rules: DivisionRules, offered: readonly Discipline[]): Division[] {
  const divisions: Division[] = [];
  if (offered.includes('kyorugi')) {
    for (const category of rules.kyorugi.ageCategories)
      for (const gender of bothGenders)
        for (let i = 0; i <= category.weightLimitsKg[gender].length; i += 1)
          divisions.push(kyorugiDivision(category, gender, i));
  }
  if (offered.includes('poomsae')) {
    for (const category of rules.poomsae.ageCategories)
      for (const gender of bothGenders)
        for (const band of rules.poomsae.beltBands)
          divisions.push(poomsaeDivision(category, gender, band));
  }
  return divisions;
}

/** The division with this id under these rules, if any. */
export function divisionById(rules: DivisionRules, id: string): Division | undefined {
  return listDivisions(rules, ['kyorugi', 'poomsae']).find((d) => d.id === id);
}

/** The division's name in the page's language. */
export function divisionName(division: Division, language: 'en' | 'mr'): string {
  return language === 'mr' ? division.nameMr : division.name;
}

/** Whether a weight (kg) fits a kyorugi division: above its lower limit, up to its upper one. */
export function weightFits(division: Division, weightKg: number): boolean {
  if (division.weightMinKg !== undefined && !(weightKg > division.weightMinKg)) return false;
  if (division.weightMaxKg !== undefined && !(weightKg <= division.weightMaxKg)) return false;
  return true;
}
