import { marathiDigits } from './marathi-digits';

// Why an athlete has no division, in plain words in both languages: the entry screen shows the
// text of its page, the server answers with the English one (and the code, for the Marathi pages).

export const divisionReasonCodes = ['too-young', 'too-old', 'weight-required'] as const;
export type DivisionReasonCode = (typeof divisionReasonCodes)[number];

export interface DivisionReason {
  code: DivisionReasonCode;
  /** The entry's field the reason is about, for the answer's field errors. */
  field: 'athleteId' | 'declaredWeightKg';
  en: string;
  mr: string;
}

interface NamedAges {
  name: string;
  nameMr: string;
  minAge: number;
  maxAge: number | null;
}

/** "born 2012-2014", or "born 2009 or earlier" for a category without an upper age. */
function bornBetween(category: NamedAges, year: number): { en: string; mr: string } {
  const latest = year - category.minAge;
  if (category.maxAge === null)
    return { en: `born ${latest} or earlier`, mr: `जन्म ${marathiDigits(latest)} किंवा त्याआधी` };
  const earliest = year - category.maxAge;
  return {
    en: `born ${earliest}-${latest}`,
    mr: `जन्म ${marathiDigits(earliest)}-${marathiDigits(latest)} दरम्यान`,
  };
}

export function tooYoungReason(youngest: NamedAges, year: number): DivisionReason {
  const born = bornBetween(youngest, year);
  return {
    code: 'too-young',
    field: 'athleteId',
    en: `Too young for ${youngest.name} in ${year}: must be ${born.en}`,
    mr: `${marathiDigits(year)} मध्ये ${youngest.nameMr} गटासाठी वय कमी: ${born.mr} असावा`,
  };
}

export function tooOldReason(oldest: NamedAges, year: number): DivisionReason {
  const born = bornBetween(oldest, year);
  return {
    code: 'too-old',
    field: 'athleteId',
    en: `Too old for ${oldest.name} in ${year}: must be ${born.en}`,
    mr: `${marathiDigits(year)} मध्ये ${oldest.nameMr} गटासाठी वय जास्त: ${born.mr} असावा`,
  };
}

export function weightRequiredReason(): DivisionReason {
  return {
    code: 'weight-required',
    field: 'declaredWeightKg',
    en: "Kyorugi divisions go by weight: enter the athlete's weight in kilograms",
    mr: 'क्योरुगीचे गट वजनानुसार असतात: खेळाडूचे वजन किलोमध्ये लिहा',
  };
}
