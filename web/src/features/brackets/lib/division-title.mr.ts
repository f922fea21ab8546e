import { divisionRules } from '@contracts/championship-rules';
import { divisionById } from '@contracts/division';
import type { DivisionBracket } from './bracket-types';

/**
 * The Marathi edition of division-title.ts: the name the rules give the division's id (ids are
 * built from the rules, so they always resolve), else the English name the brackets carry.
 */
export const divisionTitle = (division: Pick<DivisionBracket, 'id' | 'name'>) =>
  divisionById(divisionRules, division.id)?.nameMr ?? division.name;
