/**
 * The figures the assistant quotes (spec §9 chat figures, class schedules, eligibility and FAQ
 * facts, About claims). Kept apart from the wording so each language module quotes the same
 * numbers. The programs page keeps its own copy of the schedules and belts: features do not share
 * internals, so a change of timetable must be made in both places.
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
    { program: 'Children', ages: '5-12', times: 'Mon and Wed 4:00-5:00 PM, Sat 10-11 AM' },
    { program: 'Teens', ages: '13-17', times: 'Tue and Thu 5:30-6:30 PM, Sat 11:30 AM-12:30 PM' },
    { program: 'Adults', ages: '18+', times: 'Mon, Wed, Fri 7:00-8:30 PM, Sat 1:00-2:30 PM' },
    { program: 'Competition', times: 'Tue and Thu 7-9 PM, Sun 10 AM-12 PM' },
    { program: 'Black Belt', times: 'Wed 8:30-10 PM, Sat 3-4:30 PM' },
    { program: 'Instructor', times: 'Fri 8:30-10 PM, plus by arrangement' },
  ],
  sessionsPerWeek: '2-3',
  yearsToBlackBelt: '3-5',
  yearsFirstToSecondDan: '2-3',
  belts: [
    'White',
    'Yellow',
    'Yellow Green',
    'Green',
    'Green Blue',
    'Blue',
    'Blue Red',
    'Red',
    'Red Advanced',
    'Red Black',
    'Black',
  ],
  certifiedInstructors: '50+',
  trainingCentres: 25,
  foundedIn: 1985,
  sampleEvents: [
    { title: 'Maharashtra State Championship', city: 'Mumbai' },
    { title: 'Summer Training Camp', city: 'Pune' },
    { title: 'Black Belt Testing', city: 'Nagpur' },
  ],
};
