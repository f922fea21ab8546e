import type { Athlete } from '@contracts/athlete';
import type { CoachAthlete } from '@contracts/championship';
import type { DivisionAthlete } from '@contracts/division-eligibility';

/** An athlete as an entry row needs them: who, a line to tell them apart, and what places them. */
export interface EntryAthlete {
  id: string;
  name: string;
  /** The membership number: two children of one name are told apart by it. */
  detail: string;
  facts: DivisionAthlete;
}

/** A guardian's athlete: ages go by year, so the birth year is all the division needs. */
export function fromGuardedAthlete(athlete: Athlete): EntryAthlete {
  return {
    id: athlete.id,
    name: athlete.fullName,
    detail: athlete.membershipNumber,
    facts: {
      birthYear: Number(athlete.dateOfBirth.slice(0, 4)),
      gender: athlete.gender,
      currentRank: athlete.currentRank,
    },
  };
}

export function fromCoachAthlete(athlete: CoachAthlete): EntryAthlete {
  return {
    id: athlete.id,
    name: athlete.fullName,
    detail: athlete.membershipNumber,
    facts: {
      birthYear: athlete.birthYear,
      gender: athlete.gender,
      currentRank: athlete.currentRank,
    },
  };
}
