import { beltIds, beltNames, classTimes, formatClassTimes } from '@/config/class-schedule';
import { site } from '@/config/site';

/**
 * The figures the assistant quotes (the association's figures, class schedules, eligibility and FAQ
 * facts, About claims). Kept apart from the wording so each language module quotes the same
 * numbers. Class times and belts come from the site-wide schedule the Programs page shows too.
 */

export interface Range {
  min: number;
  max: number;
}

export interface ClassSchedule {
  program: string;
  ages?: string;
  times: string;
}

export interface ChatFacts {
  /** Rupees per month. */
  monthlyFee: { juniors: number; seniors: number };
  registrationFee: number;
  beltTestFee: Range;
  equipmentCost: Range;
  /** Percentages. */
  discount: { family: number; quarterly: number; annual: number };
  ages: { children: string; teens: string; adults: string; youngestStart: number };
  schedules: readonly ClassSchedule[];
  sessionsPerWeek: string;
  yearsToBlackBelt: string;
  yearsFirstToSecondDan: string;
  belts: readonly string[];
  certifiedInstructors: string;
  trainingCentres: number;
  foundedIn: number;
  sampleEvents: readonly { title: string; city: string }[];
}

export const chatFacts: ChatFacts = {
  monthlyFee: { juniors: 2000, seniors: 3000 },
  registrationFee: 4000,
  beltTestFee: { min: 1000, max: 3000 },
  equipmentCost: { min: 6000, max: 8000 },
  discount: { family: 10, quarterly: 5, annual: 15 },
  ages: { children: '5-12', teens: '13-17', adults: '18+', youngestStart: 5 },
  schedules: [
    { program: 'Children', ages: '5-12', times: formatClassTimes(classTimes.children) },
    { program: 'Teens', ages: '13-17', times: formatClassTimes(classTimes.teens) },
    { program: 'Adults', ages: '18+', times: formatClassTimes(classTimes.adults) },
    { program: 'Competition', times: formatClassTimes(classTimes.competition) },
    { program: 'Black Belt', times: formatClassTimes(classTimes['black-belt']) },
    { program: 'Instructor', times: formatClassTimes(classTimes.instructor) },
  ],
  sessionsPerWeek: '2-3',
  yearsToBlackBelt: '3-5',
  yearsFirstToSecondDan: '2-3',
  belts: beltIds.map((id) => beltNames[id]),
  certifiedInstructors: '50+',
  trainingCentres: 25,
  foundedIn: site.foundingYear,
  sampleEvents: [
    { title: 'Maharashtra State Championship', city: 'Mumbai' },
    { title: 'Summer Training Camp', city: 'Pune' },
    { title: 'Black Belt Testing', city: 'Nagpur' },
  ],
};
