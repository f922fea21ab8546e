import type {
  BracketMatch,
  BracketSide,
  Brackets,
  DivisionBracket,
} from '@/features/brackets/lib/bracket-types';

// Brackets as GET /api/events/{id}/brackets answers them, made by hand for component tests.

export const side = (entryId: string, athleteName: string, clubId = 'pune'): BracketSide => ({
  entryId,
  athleteName,
  clubId,
});

export const bout = (
  divisionId: string,
  round: number,
  position: number,
  red: BracketSide | null,
  blue: BracketSide | null,
  winner: BracketSide | null = null,
): BracketMatch => ({
  id: `${divisionId}.r${round}.m${position}`,
  round,
  position,
  red,
  blue,
  winnerEntryId: winner?.entryId ?? null,
});

const asha = side('e-asha', 'Asha Patil', 'pune');
const bina = side('e-bina', 'Bina Shah', 'mumbai');
const chitra = side('e-chitra', 'Chitra Rao', 'nagpur');
const deepa = side('e-deepa', 'Deepa Joshi', 'nashik');
const esha = side('e-esha', 'Esha Kulkarni', 'thane');

/** A division with its entries list made from its first round, as the API sends it. */
export function division(id: string, name: string, matches: BracketMatch[]): DivisionBracket {
  const entries = matches
    .filter((match) => match.round === 1)
    .flatMap((match) => [match.red, match.blue])
    .filter((each): each is BracketSide => each !== null)
    .sort((a, b) => (a.entryId < b.entryId ? -1 : 1));
  return { id, name, entries, matches };
}

/** Five athletes in a bracket of eight: three byes, one bout fought, the rest to come. */
export const juniorDivision = division('kyorugi-junior-female-44kg', 'Junior Female −44 kg', [
  bout('kyorugi-junior-female-44kg', 1, 1, asha, null, asha),
  bout('kyorugi-junior-female-44kg', 1, 2, bina, chitra, bina),
  bout('kyorugi-junior-female-44kg', 1, 3, deepa, null, deepa),
  bout('kyorugi-junior-female-44kg', 1, 4, null, esha, esha),
  bout('kyorugi-junior-female-44kg', 2, 1, asha, bina),
  bout('kyorugi-junior-female-44kg', 2, 2, deepa, esha),
  bout('kyorugi-junior-female-44kg', 3, 1, null, null),
]);

/** A full bracket of `size` athletes (a power of two), nothing fought yet. */
export function openDivision(id: string, name: string, size: number) {
  const matches: BracketMatch[] = [];
  for (let i = 0; i < size / 2; i += 1)
    matches.push(
      bout(
        id,
        1,
        i + 1,
        side(`${id}-${2 * i}`, `Athlete ${2 * i}`),
        side(`${id}-${2 * i + 1}`, `Athlete ${2 * i + 1}`),
      ),
    );
  for (let round = 2, count = size / 4; count >= 1; round += 1, count /= 2)
    for (let p = 1; p <= count; p += 1) matches.push(bout(id, round, p, null, null));
  return division(id, name, matches);
}

export const bracketsOf = (...divisions: Brackets['divisions']): Brackets => ({
  seed: 'ab'.repeat(32),
  entriesHash: 'cd'.repeat(32),
  divisions,
});
