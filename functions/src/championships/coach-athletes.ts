import * as logger from 'firebase-functions/logger';
import type { Caller } from '../auth/caller';
import { rolesOf } from '../auth/roles';
import type { StoredAthlete } from '../athletes/stored-athlete';
import type { CoachAthlete } from '../contracts/championship';
import { divisionRules } from '../contracts/championship-rules';
import { todayInKolkata } from '../contracts/calendar-days';
import { ageCategoryFor } from '../contracts/division-eligibility';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { notCoach } from './championship-errors';

// GET /api/coach/athletes: a coach's club's athletes, for entering a squad. Only what entering
// needs: name, membership number, gender, rank, birth year (ages go by year) and the age category
// in the competition year. No full date of birth, no guardians, no consent, no contact.

const DEADLINE_MS = 5_000;
/** A club's roll is a few hundred; the cap guards against runaway reads. */
const MAX_ATHLETES = 2_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed athlete document', {
    path: error.path,
    problems: error.problems,
  });
}

function toCoachAthlete(id: string, athlete: StoredAthlete, year: number): CoachAthlete {
  const birthYear = Number(athlete.dateOfBirth.slice(0, 4));
  const kyorugi = ageCategoryFor(divisionRules.kyorugi.ageCategories, birthYear, year);
  const poomsae = ageCategoryFor(divisionRules.poomsae.ageCategories, birthYear, year);
  return {
    id,
    fullName: athlete.fullName,
    membershipNumber: athlete.membershipNumber,
    clubId: athlete.clubId,
    gender: athlete.gender,
    currentRank: athlete.currentRank,
    birthYear,
    ageCategory: 'category' in kyorugi ? kyorugi.category.id : null,
    poomsaeAgeCategory: 'category' in poomsae ? poomsae.category.id : null,
  };
}

export async function coachAthletes(
  caller: Caller,
  competitionYear = Number(todayInKolkata().slice(0, 4)),
): Promise<CoachAthlete[]> {
  const { coachClubId } = rolesOf(caller);
  if (coachClubId === null) throw notCoach();
  const query = collections.athletes().where('clubId', '==', coachClubId).limit(MAX_ATHLETES);
  const snapshot = await withDeadline(query.get(), DEADLINE_MS, 'List club athletes');
  return readValidDocuments(snapshot.docs, reportMalformed)
    .map(({ id, data }) => toCoachAthlete(id, data, competitionYear))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
}
