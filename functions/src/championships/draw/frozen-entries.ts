import { divisionRules } from '../../contracts/championship-rules';
import type { Discipline } from '../../contracts/championship-rules';
import { listDivisions } from '../../contracts/division';
import type { EntryRecord } from '../championship-repository';
import { divisionNames } from '../entry-views';

// What a draw freezes: the entries that compete (entered or weighed in; withdrawn and disqualified
// ones are out), grouped into their divisions in the rules' order. An entry still waiting for a
// weigh-in decision may yet change division, so the draw waits for it.

const COMPETING = new Set(['entered', 'weighed-in']);

export interface FrozenDivision {
  id: string;
  name: string;
  entries: { entryId: string; athleteName: string; clubId: string }[];
}

export interface FrozenEntries {
  /** Every competing entry's id, sorted ascending (the order the entries hash is taken in). */
  entryIds: string[];
  divisions: FrozenDivision[];
}

export const hasUndecidedWeighIn = (entries: readonly EntryRecord[]) =>
  entries.some(({ data }) => data.status === 'needs-decision');

/** The competing entries by division: divisions in the rules' order, entries by id within one. */
export function freezeEntries(
  entries: readonly EntryRecord[],
  disciplines: readonly Discipline[],
): FrozenEntries {
  const competing = entries
    .filter(({ data }) => COMPETING.has(data.status))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byDivision = new Map<string, FrozenDivision>();
  for (const { id, data } of competing) {
    const division = byDivision.get(data.divisionId) ?? {
      id: data.divisionId,
      name: divisionNames(data.divisionId).name,
      entries: [],
    };
    division.entries.push({ entryId: id, athleteName: data.athleteName, clubId: data.clubId });
    byDivision.set(data.divisionId, division);
  }
  const order = new Map(listDivisions(divisionRules, disciplines).map((d, i) => [d.id, i]));
  const divisions = [...byDivision.values()].sort(
    (a, b) =>
      (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity) || a.id.localeCompare(b.id),
  );
  return { entryIds: competing.map(({ id }) => id), divisions };
}
