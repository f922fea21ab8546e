import type { DeskEntry } from '@contracts/championship';
import { divisionRules } from '@contracts/championship-rules';
import { divisionById, listDivisions, weightFits, type Division } from '@contracts/division';

// What the desk shows the moment a weight is typed, before (or without) the server: whether it
// fits the entry's division, and if not, the division of the same age category and gender that
// the weight would fit — the server proposes the same one, from the same rules file.

export type WeighInCheck =
  | { kind: 'fits'; division: Division }
  | { kind: 'needs-decision'; division: Division; proposed: Division | null }
  | { kind: 'unknown-division' };

export function checkWeight(divisionId: string, weightKg: number): WeighInCheck {
  const division = divisionById(divisionRules, divisionId);
  if (!division) return { kind: 'unknown-division' };
  if (weightFits(division, weightKg)) return { kind: 'fits', division };
  const proposed =
    listDivisions(divisionRules, [division.discipline]).find(
      (other) =>
        other.ageCategory === division.ageCategory &&
        other.gender === division.gender &&
        weightFits(other, weightKg),
    ) ?? null;
  return { kind: 'needs-decision', division, proposed };
}

/** Whether a desk row matches what the official typed: part of the name, or the number. */
export function matchesSearch(
  entry: Pick<DeskEntry, 'athleteName' | 'membershipNumber'>,
  q: string,
) {
  const query = q.trim().toLowerCase();
  if (query.length < 2) return false;
  return (
    entry.athleteName.toLowerCase().includes(query) ||
    entry.membershipNumber.toLowerCase().includes(query)
  );
}
