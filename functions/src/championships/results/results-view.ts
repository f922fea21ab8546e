import { clubNames } from '../../contracts/club-names';
import { clubIdSchema } from '../../contracts/clubs';
import type { Brackets, DivisionResult, Medallist, Results } from '../../contracts/bracket';
import { divisionMedals, medalTally, type BracketSide } from '../../contracts/draw';

// The results of a championship from its brackets: every drawn division in the brackets' order,
// with its medallists once its final is decided (null and empty before: the page says "still to
// be decided"), and the clubs' tally of the decided ones. Name and club only: the brackets hold
// nothing more of an athlete.

/** A club's name as lists show it; an id no longer among the clubs reads as itself. */
export function clubName(clubId: string): string {
  const known = clubIdSchema.safeParse(clubId);
  return known.success ? clubNames[known.data] : clubId;
}

const medallist = (side: BracketSide): Medallist => ({
  entryId: side.entryId,
  athleteName: side.athleteName,
  clubId: side.clubId,
  clubName: clubName(side.clubId),
});

export function toResults(brackets: Brackets): Results {
  const decided = brackets.divisions.map((division) => ({
    division,
    medals: divisionMedals(division.matches, division.entries),
  }));
  const divisions: DivisionResult[] = decided.map(({ division, medals }) => ({
    id: division.id,
    name: division.name,
    gold: medals ? medallist(medals.gold) : null,
    silver: medals?.silver ? medallist(medals.silver) : null,
    bronze: medals ? medals.bronze.map(medallist) : [],
  }));
  const finished = decided.flatMap(({ medals }) => (medals ? [medals] : []));
  return { divisions, tally: medalTally(finished, clubName) };
}
