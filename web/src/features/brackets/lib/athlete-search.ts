import type { Brackets } from './bracket-types';

export interface FoundAthlete {
  entryId: string;
  athleteName: string;
  clubId: string;
  divisionId: string;
  divisionName: string;
}

/** How many athletes the finder lists at most: a longer list means the name typed is too short. */
export const MAX_FOUND = 8;

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase().trim();

/** Every athlete of the championship once: the sides of each division's first round. */
export function athletesOf(brackets: Brackets): FoundAthlete[] {
  return brackets.divisions.flatMap((division) =>
    division.matches
      .filter((match) => match.round === 1)
      .flatMap((match) => [match.red, match.blue])
      .flatMap((side) =>
        side ? [{ ...side, divisionId: division.id, divisionName: division.name }] : [],
      ),
  );
}

/** The athletes whose name holds `query` (any case), in name order; none for an empty query. */
export function findAthletes(brackets: Brackets, query: string): FoundAthlete[] {
  const wanted = fold(query);
  if (!wanted) return [];
  return athletesOf(brackets)
    .filter((athlete) => fold(athlete.athleteName).includes(wanted))
    .sort((a, b) => a.athleteName.localeCompare(b.athleteName))
    .slice(0, MAX_FOUND);
}
