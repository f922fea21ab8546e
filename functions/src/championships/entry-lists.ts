import { listAthletesGuardedBy } from '../athletes/athlete-repository';
import type { Caller } from '../auth/caller';
import { mayOfficiate, rolesOf } from '../auth/roles';
import type {
  DivisionWithCount,
  MyEntry,
  OfficeEntries,
  PublicEntry,
} from '../contracts/championship';
import { divisionRules } from '../contracts/championship-rules';
import { clubNames } from '../contracts/club-names';
import { clubIds } from '../contracts/clubs';
import { listDivisions } from '../contracts/division';
import { championshipNotFound, notOfficial } from './championship-errors';
import { listEntriesOf, readChampionship, type EntryRecord } from './championship-repository';
import { byDivisionThenName, toDeskEntry, toMyEntry, toPublicEntry } from './entry-views';
import { entriesStillOpen } from './draw/draw-repository';
import type { StoredChampionship } from './stored-championship';
import { isActive } from './stored-entry';

// The championship's lists: its divisions with their counts, the public entry list, the entries a
// family or coach may act on, and the desk's and office's view. Counts leave withdrawn entries out.

async function championshipOrNotFound(eventId: string): Promise<StoredChampionship> {
  const championship = await readChampionship(eventId);
  if (!championship) throw championshipNotFound();
  return championship;
}

function divisionOrder(championship: StoredChampionship): Map<string, number> {
  return new Map(listDivisions(divisionRules, championship.disciplines).map((d, i) => [d.id, i]));
}

async function activeEntries(eventId: string, championship: StoredChampionship) {
  const entries = (await listEntriesOf(eventId)).filter(({ data }) => isActive(data));
  return entries.sort(byDivisionThenName(divisionOrder(championship)));
}

export async function divisionsWithCounts(eventId: string): Promise<DivisionWithCount[]> {
  const championship = await championshipOrNotFound(eventId);
  const counts = new Map<string, number>();
  for (const { data } of await listEntriesOf(eventId)) {
    if (isActive(data)) counts.set(data.divisionId, (counts.get(data.divisionId) ?? 0) + 1);
  }
  return listDivisions(divisionRules, championship.disciplines).map((division) => ({
    ...division,
    entryCount: counts.get(division.id) ?? 0,
  }));
}

export async function publicEntries(eventId: string): Promise<PublicEntry[]> {
  const championship = await championshipOrNotFound(eventId);
  return (await activeEntries(eventId, championship)).map(toPublicEntry);
}

/** The entries of the caller's athletes, the ones they made, and a coach's club's. */
export async function myEntries(caller: Caller, eventId: string): Promise<MyEntry[]> {
  const championship = await championshipOrNotFound(eventId);
  const { coachClubId } = rolesOf(caller);
  const open = await entriesStillOpen(eventId, championship);
  const [all, athletes] = await Promise.all([
    listEntriesOf(eventId),
    listAthletesGuardedBy(caller.uid),
  ]);
  const guardedIds = new Set(athletes.map(({ id }) => id));
  const rows: MyEntry[] = [];
  for (const record of all.sort(byDivisionThenName(divisionOrder(championship)))) {
    const { data } = record;
    const made = data.enteredByUid === caller.uid;
    const coached = coachClubId !== null && data.clubId === coachClubId;
    const guarded = guardedIds.has(data.athleteId);
    if (!made && !coached && !guarded) continue;
    rows.push(toMyEntry(record, open && data.status !== 'withdrawn' && (made || guarded)));
  }
  return rows;
}

function countsBy<K extends string>(entries: EntryRecord[], key: (e: EntryRecord) => K) {
  const counts = new Map<K, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return counts;
}

/** The weigh-in desk's list and the office's counts per division and per club. */
export async function officeEntries(caller: Caller, eventId: string): Promise<OfficeEntries> {
  if (!mayOfficiate(caller)) throw notOfficial();
  const championship = await championshipOrNotFound(eventId);
  const all = (await listEntriesOf(eventId)).sort(byDivisionThenName(divisionOrder(championship)));
  const active = all.filter(({ data }) => isActive(data));
  const perDivision = countsBy(active, ({ data }) => data.divisionId);
  const perClub = countsBy(active, ({ data }) => data.clubId);
  return {
    entries: all.map(toDeskEntry),
    byDivision: listDivisions(divisionRules, championship.disciplines)
      .filter((d) => perDivision.has(d.id))
      .map((d) => ({ divisionId: d.id, divisionName: d.name, count: perDivision.get(d.id) ?? 0 })),
    byClub: clubIds
      .filter((club) => perClub.has(club))
      .map((club) => ({ clubId: club, clubName: clubNames[club], count: perClub.get(club) ?? 0 })),
  };
}
