import type { DivisionWithCount, PublicEntry } from '@contracts/championship';

export interface DivisionGroup {
  division: DivisionWithCount;
  /** Name and club only, sorted by name: the public list says no more about a child. */
  entries: { id: string; athleteName: string; clubName: string }[];
}

/** Entries that stand in the public lists: a withdrawn one is gone from them. */
const listed = (entry: PublicEntry) => entry.status !== 'withdrawn';

/** The divisions that hold entries, in the rules' order, each with its list. */
export function divisionsWithEntries(
  divisions: readonly DivisionWithCount[],
  entries: readonly PublicEntry[],
): DivisionGroup[] {
  const byDivision = new Map<string, PublicEntry[]>();
  for (const entry of entries.filter(listed)) {
    byDivision.set(entry.divisionId, [...(byDivision.get(entry.divisionId) ?? []), entry]);
  }
  return divisions.flatMap((division) => {
    const members = byDivision.get(division.id);
    if (!members) return [];
    const sorted = [...members].sort((a, b) => a.athleteName.localeCompare(b.athleteName));
    return [
      {
        division,
        entries: sorted.map(({ id, athleteName, clubName }) => ({ id, athleteName, clubName })),
      },
    ];
  });
}

export function countListed(entries: readonly PublicEntry[]): number {
  return entries.filter(listed).length;
}
