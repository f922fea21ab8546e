import { divisionRules } from '@contracts/championship-rules';
import { divisionById, divisionName } from '@contracts/division';
import { locale } from '@/config/locale';

/**
 * A division's name in the page's language: the results name divisions in English, and the rules
 * file both sides share has the Marathi name of every division id.
 */
export function divisionLabel(divisionId: string, serverName: string): string {
  const division = divisionById(divisionRules, divisionId);
  return division ? divisionName(division, locale) : serverName;
}
