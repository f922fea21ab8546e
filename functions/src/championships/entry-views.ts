import type { DeskEntry, MyEntry, PublicEntry } from '../contracts/championship';
import { clubNames } from '../contracts/club-names';
import { divisionRules } from '../contracts/championship-rules';
import { divisionById } from '../contracts/division';
import type { EntryRecord } from './championship-repository';

// How an entry is shown to each audience: the public sees a name and a club, the family and the
// coach what they may act on, the desk what weighing needs. Never a date of birth or a contact.

export function divisionNames(id: string | null): { name: string; nameMr: string } {
  const division = id === null ? undefined : divisionById(divisionRules, id);
  // A division of an older rules file keeps its id as its name rather than failing the list.
  return { name: division?.name ?? id ?? '', nameMr: division?.nameMr ?? id ?? '' };
}

export function toPublicEntry({ id, data }: EntryRecord): PublicEntry {
  return {
    id,
    athleteName: data.athleteName,
    clubId: data.clubId,
    clubName: clubNames[data.clubId],
    discipline: data.discipline,
    divisionId: data.divisionId,
    divisionName: divisionNames(data.divisionId).name,
    status: data.status,
  };
}

export function toMyEntry(record: EntryRecord, canWithdraw: boolean): MyEntry {
  return {
    ...toPublicEntry(record),
    athleteId: record.data.athleteId,
    divisionNameMr: divisionNames(record.data.divisionId).nameMr,
    declaredWeightKg: record.data.declaredWeightKg,
    enteredBy: record.data.enteredAs,
    canWithdraw,
  };
}

export function toDeskEntry(record: EntryRecord): DeskEntry {
  const { data } = record;
  const proposed = data.proposedDivisionId;
  return {
    ...toPublicEntry(record),
    athleteId: data.athleteId,
    divisionNameMr: divisionNames(data.divisionId).nameMr,
    declaredWeightKg: data.declaredWeightKg,
    membershipNumber: data.membershipNumber,
    gender: data.gender,
    weighedKg: data.weighedKg,
    proposedDivisionId: proposed,
    proposedDivisionName: proposed === null ? null : divisionNames(proposed).name,
  };
}

/** Lists read in division order (the rules' order), then by name. */
export function byDivisionThenName(order: ReadonlyMap<string, number>) {
  return (a: EntryRecord, b: EntryRecord) =>
    (order.get(a.data.divisionId) ?? Infinity) - (order.get(b.data.divisionId) ?? Infinity) ||
    a.data.athleteName.localeCompare(b.data.athleteName, 'en');
}
