import type { DivisionBracket } from './bracket-types';

/** A division's name in the page's language: the brackets carry the English one. */
export const divisionTitle = (division: Pick<DivisionBracket, 'id' | 'name'>) => division.name;
