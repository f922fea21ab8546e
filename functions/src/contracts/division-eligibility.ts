import type { AthleteGender } from './athlete';
import type { Discipline, DivisionRules } from './championship-rules';
import { kyorugiDivision, poomsaeDivision, type Division } from './division';
import {
  tooOldReason,
  tooYoungReason,
  weightRequiredReason,
  type DivisionReason,
} from './division-reasons';
import type { RankId } from './ranks';

// The one rule that places an athlete in a division, shared by the server (which decides) and the
// entry screen (which shows the division, or the reason, as the athlete is picked). Pure: the same
// athlete, rules, year and weight always give the same answer.

/** What placement needs of an athlete: no name, no full date of birth, no contact. */
export interface DivisionAthlete {
  birthYear: number;
  gender: AthleteGender;
  currentRank: RankId;
}

export interface DivisionQuestion {
  athlete: DivisionAthlete;
  discipline: Discipline;
  rules: DivisionRules;
  competitionYear: number;
  /** Kyorugi only: the weight the entry declares, or the scale's at the weigh-in. */
  weightKg?: number | undefined;
}

export type DivisionOutcome =
  { eligible: true; division: Division } | { eligible: false; reason: DivisionReason };

/** The age by year, as WT counts it: the competition year minus the birth year. */
export const ageByYear = (birthYear: number, competitionYear: number) =>
  competitionYear - birthYear;

interface AgeRange {
  id: string;
  name: string;
  nameMr: string;
  minAge: number;
  maxAge: number | null;
}

type AgeFit<C> = { category: C } | { reason: DivisionReason };

/** The first category (youngest first) that takes the age, or why none does. */
export function ageCategoryFor<C extends AgeRange>(
  categories: readonly C[],
  birthYear: number,
  competitionYear: number,
): AgeFit<C> {
  const age = ageByYear(birthYear, competitionYear);
  const category = categories.find(
    (c) => age >= c.minAge && (c.maxAge === null || age <= c.maxAge),
  );
  if (category) return { category };
  const youngest = categories[0];
  if (youngest && age < youngest.minAge)
    return { reason: tooYoungReason(youngest, competitionYear) };
  const oldest = categories[categories.length - 1] ?? youngest;
  return { reason: oldest ? tooOldReason(oldest, competitionYear) : weightRequiredReason() };
}

/** The division an athlete enters, or the reason in plain words (English and Marathi). */
export function divisionFor(question: DivisionQuestion): DivisionOutcome {
  const { athlete, discipline, rules, competitionYear, weightKg } = question;
  if (discipline === 'poomsae') {
    const fit = ageCategoryFor(rules.poomsae.ageCategories, athlete.birthYear, competitionYear);
    if ('reason' in fit) return { eligible: false, reason: fit.reason };
    const band = rules.poomsae.beltBands.find((b) => b.ranks.includes(athlete.currentRank));
    // The rules' schema puts every rank in a band; a rank missing from it is a broken rules file.
    if (!band) throw new Error(`No belt band holds the rank ${athlete.currentRank}`);
    return { eligible: true, division: poomsaeDivision(fit.category, athlete.gender, band) };
  }
  const fit = ageCategoryFor(rules.kyorugi.ageCategories, athlete.birthYear, competitionYear);
  if ('reason' in fit) return { eligible: false, reason: fit.reason };
  if (weightKg === undefined) return { eligible: false, reason: weightRequiredReason() };
  const limits = fit.category.weightLimitsKg[athlete.gender];
  const index = limits.findIndex((limit) => weightKg <= limit);
  return {
    eligible: true,
    division: kyorugiDivision(fit.category, athlete.gender, index === -1 ? limits.length : index),
  };
}
